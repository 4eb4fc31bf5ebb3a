// Entry point of the `recipes` command.
print("recipes: the browser is not built yet; see README.md")
