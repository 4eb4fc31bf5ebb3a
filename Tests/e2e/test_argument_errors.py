"""Argument errors name the real problem: a negative ID or servings is refused for what it is, not
reported as a missing argument or value, and numbers are written as the person typed them."""
import pytest

from test_cli import library, run  # noqa: F401 (library is a fixture)


def usage_error(library, *args):
    result = run(*args, library=library, check=False)
    assert result.returncode == 64, result.stderr
    return result.stderr.splitlines()[0]


@pytest.mark.parametrize("args, given", [(["show", "-1"], "-1"), (["show", "-1", "--json"], "-1"), (["fav", "-1"], "-1"),
                                         (["unfav", "-3"], "-3"), (["rm", "-1"], "-1"), (["shopping", "add", "-1"], "-1"),
                                         (["shopping", "remove", "-2"], "-2")])
def test_a_negative_id_is_refused_as_an_id(library, args, given):
    assert usage_error(library, *args) == f"Error: A recipe ID is a positive number, not {given}."


@pytest.mark.parametrize("servings,shown", [("-2", "-2"), ("0", "0"), ("-0.5", "-0.5"), ("10001", "10001"),
                                             ("0.0001", "0.0001"), ("1e308", "1e308"), ("1e400", "1e400"),
                                             ("-1e400", "-1e400")])
@pytest.mark.parametrize("command", [["show", "3"], ["shopping", "add", "3"]])
def test_servings_out_of_range_are_refused_as_typed(library, command, servings, shown):
    assert usage_error(library, *command, "--servings", servings) == (
        f"Error: --servings takes a number of servings from 0.1 to 10000, not {shown}.")


@pytest.mark.parametrize("given", ["0x10", "abc", "2 people"])
@pytest.mark.parametrize("command", [["show", "3"], ["shopping", "add", "3"]])
def test_servings_in_hexadecimal_or_words_are_not_a_number_of_servings(library, command, given):
    assert usage_error(library, *command, "--servings", given) == (
        f"Error: The value '{given}' is invalid for '--servings <n>': give a number of servings, such as 4 or 2.5")


@pytest.mark.parametrize("command", [["show", "3"], ["shopping", "add", "3"]])
def test_servings_left_out_before_another_option_says_so(library, command):
    assert usage_error(library, *command, "--servings", "--json") == (
        "Error: The value '--json' is invalid for '--servings <n>': --json is an option: give the number of "
        "servings before it")


def test_a_real_missing_argument_or_value_is_still_called_missing(library):
    assert usage_error(library, "show") == "Error: Missing expected argument '<id>'"
    assert usage_error(library, "show", "3", "--servings") == "Error: Missing value for '--servings <n>'"


def test_a_negative_number_where_no_number_is_taken_keeps_the_parsers_message(library):
    assert usage_error(library, "list", "-1") == "Error: Unknown option '-1'"


def test_servings_in_range_still_scale(library):
    assert "Serves 3 ramekins" in run("show", "3", "--servings", "3", library=library).stdout


@pytest.mark.parametrize("value", ["-1", "-salt"])
def test_a_value_starting_with_a_dash_is_shown_how_to_write_it(library, value):
    result = run("list", "--search", value, library=library, check=False)
    assert result.returncode == 64
    assert result.stderr.splitlines()[:2] == ["Error: Missing value for '--search <text>'",
                                              f"A value starting with - is written with =: --search={value}"]
    assert run("list", f"--search={value}", library=library).returncode == 0


@pytest.mark.parametrize("args", [["import", ""], ["import", "--urls-from", ""], ["picture", "3", ""],
                                  ["export", "-o", ""], ["--trace-frames", ""]])
def test_an_empty_path_is_refused_as_empty(library, args):
    assert usage_error(library, *args).startswith("Error: An empty path names no file: give ")


def test_a_folder_given_as_a_picture_is_called_a_folder(library, tmp_path):
    result = run("picture", "3", str(tmp_path), library=library, check=False)
    assert result.returncode != 0
    assert f"{tmp_path}: it is a folder: give a JPEG, PNG or WebP file; recipe 3 keeps the picture it had" in result.stderr
    assert "NSCocoaErrorDomain" not in result.stderr


@pytest.mark.parametrize("args, message", [
    (["help", "nothing"], 'no command "recipes nothing"; `recipes --help` lists the commands'),
    (["help", "lst"], 'no command "recipes lst"; did you mean "recipes list"?'),
    (["help", "shopping", "nothing"], 'no command "recipes shopping nothing"; `recipes help shopping` lists the commands'),
    (["help", "shopping", "ad"], 'no command "recipes shopping ad"; did you mean "recipes shopping add"?'),
    (["help", "show", "3"], 'no command "recipes show 3": recipes show has no subcommands'),
    (["nothing"], 'no command "recipes nothing"; `recipes --help` lists the commands'),
    (["lst"], 'no command "recipes lst"; did you mean "recipes list"?'),
    (["collections", "renam", "a", "b"], 'no command "recipes collections renam"; did you mean "recipes collections rename"?'),
    (["exprot"], 'no command "recipes exprot"; did you mean "recipes export"?'),
    (["fvo"], 'no command "recipes fvo"; `recipes --help` lists the commands'),
])
def test_a_command_that_does_not_exist_is_named_with_the_closest_one(library, args, message):
    result = run(*args, library=library, check=False)
    assert (result.returncode, result.stdout, result.stderr) == (64, "", f"Error: {message}\n")


@pytest.mark.parametrize("args", [["help", "list"], ["help", "shopping", "add"], ["help"], ["help", "help"]])
def test_help_on_a_command_that_exists_still_shows_it(args):
    result = run(*args, check=False)
    assert result.returncode == 0 and result.stdout.startswith("OVERVIEW: "), result.stderr


def test_an_option_value_is_not_taken_for_a_command(library):
    # `--library VALUE` before the command and a search for "help" are values, not command names.
    assert run("list", "--search", "help", library=library).returncode == 0
    assert run("--library", str(library), "list").returncode == 0
    result = run("show", "3", "4", library=library, check=False)
    assert result.returncode == 64 and result.stderr.startswith("Error: Unexpected argument '4'")


@pytest.mark.parametrize("args", [["list", "--folder", "{dir}"], ["--folder", "{dir}", "list"], ["--folder", "{dir}"]])
def test_a_folder_and_a_library_file_together_are_wrong_usage(library, tmp_path, args):
    assert usage_error(library, *[arg.format(dir=tmp_path) for arg in args]) == (
        "Error: give either a folder (--folder) or a library file (--library), not both")


@pytest.mark.parametrize("given, reason", [
    ("99999999999999999999999", "no recipe ID is that large (at most 9223372036854775807)"),
    ("-99999999999999999999999", "a recipe ID is a positive number"),
    ("abc", "a recipe ID is a whole number, as `recipes list` shows it"),
    ("3.0", "a recipe ID is a whole number, as `recipes list` shows it"),
    ("", "a recipe ID is a whole number, as `recipes list` shows it"),
])
@pytest.mark.parametrize("command", [["show"], ["fav"], ["rm"], ["shopping", "add"], ["picture"]])
def test_an_id_that_is_no_number_says_why(library, command, given, reason):
    assert usage_error(library, *command, given) == f"Error: The value '{given}' is invalid for '<id>': {reason}"


def test_an_unknown_import_format_names_the_formats_on_one_line(library):
    result = run("import", "--format", "foo", "x.cook", library=library, check=False)
    assert result.returncode == 64
    assert result.stderr.splitlines()[0] == ("Error: The value 'foo' is invalid for '--format <format>': give one of json, "
                                             "jsonld, html, cook, markdown, paprika, mealie, tandoor, nextcloud, mela, crouton, recipekeeper, "
                                             "copymethat, recipesage, mealmaster, mastercook or plantoeat")
    assert not any(line.startswith("  - ") for line in result.stderr.splitlines())


@pytest.mark.parametrize("name, option", [("menu.sqlite", "--library"), ("My Recipes", "--folder")])
def test_a_library_named_without_its_option_is_shown_how_to_open_it(tmp_path, name, option):
    (tmp_path / "menu.sqlite").write_bytes(b"")
    (tmp_path / "My Recipes").mkdir()
    result = run(name, check=False, cwd=tmp_path)
    shown = name if " " not in name else f"'{name}'"
    assert (result.returncode, result.stderr) == (
        64, f'Error: no command "recipes {name}"; to open {name} as the library: recipes {option} {shown}\n')


COMMANDS = [[], ["init"], ["list"], ["show", "3"], ["fav", "3"], ["unfav", "3"], ["rm", "3"], ["collections"],
            ["collections", "list"], ["collections", "rename", "a", "b"], ["import", "x.cook"], ["export"], ["shopping"],
            ["shopping", "list"], ["shopping", "add", "3"], ["shopping", "remove", "3"], ["shopping", "clear"],
            ["shopping", "tick", "eggs"], ["shopping", "untick", "eggs"], ["picture", "3", "x.jpg"]]


@pytest.mark.parametrize("command", COMMANDS, ids=lambda command: " ".join(command) or "recipes")
def test_wrong_usage_is_one_line_and_where_the_help_is_for_every_command(library, command):
    names = [word for word in command if word.isalpha() and word not in ("a", "b", "eggs")]
    result = run(*command, "--nonsense", library=library, check=False)
    assert (result.returncode, result.stdout) == (64, "")
    assert result.stderr == f"Error: Unknown option '--nonsense'\nSee 'recipes help{''.join(' ' + n for n in names)}'.\n"


def test_wrong_usage_keeps_its_hint_and_the_validation_message_on_their_own_lines(library):
    result = run("list", "--search", "-1", library=library, check=False)
    assert result.stderr == ("Error: Missing value for '--search <text>'\nA value starting with - is written with =: "
                             "--search=-1\nSee 'recipes help list'.\n")
    result = run("show", "abc", library=library, check=False)
    assert result.stderr == ("Error: The value 'abc' is invalid for '<id>': a recipe ID is a whole number, as "
                             "`recipes list` shows it\nSee 'recipes help show'.\n")


@pytest.mark.parametrize("args", [["help", "import"], ["import", "--help"], ["shopping", "add", "--help"]])
def test_help_asked_for_is_still_the_whole_help(args):
    result = run(*args)
    assert "USAGE: recipes " in result.stdout and "OPTIONS:" in result.stdout and result.stderr == ""


@pytest.mark.parametrize("args, option", [(["show", "3", "--units", "--json"], "--units <metric|us|as-written>"),
                                          (["export", "--collection", "--json"], "--collection <name>"),
                                          (["list", "--search", "--favorites"], "--search <text>")])
def test_a_value_left_out_before_another_option_is_not_shown_as_a_value_with_a_dash(library, args, option):
    result = run(*args, library=library, check=False)
    assert (result.returncode, result.stderr) == (
        64, f"Error: Missing value for '{option}'\nSee 'recipes help {args[0]}'.\n")


@pytest.mark.parametrize("args, quoted", [(["show", "1\n2"], "'1␊2' is invalid for '<id>'"),
                                          (["import", "--format", "\x1b[31mcook\nx", "x.cook"],
                                           "'␛[31mcook␊x' is invalid for '--format <format>'")])
def test_a_value_quoted_in_wrong_usage_stays_on_its_one_line(library, args, quoted):
    result = run(*args, library=library, check=False)
    assert result.returncode == 64
    lines = result.stderr.splitlines()
    assert len(lines) == 2 and lines[0].startswith(f"Error: The value {quoted}"), result.stderr
