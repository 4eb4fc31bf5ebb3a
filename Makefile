# recipes: the two commands a newcomer needs are `make run` and `make test`.
# Every target installs what it needs itself (Debian packages, a Python venv under .build/).

SWIFT       ?= swift
PREFIX      ?= /usr/local
VENV        := .build/venv
PYTHON      := $(VENV)/bin/python
SAMPLE_LIB  := .build/run/library.sqlite
BENCH_SIZES ?= 10000,100000,1000000
SYSTEM_PKGS := libncurses-dev libsqlite3-dev zlib1g-dev libcurl4-openssl-dev libxml2-dev pkg-config \
               libturbojpeg0-dev libpng-dev libwebp-dev libexif-dev libchafa-dev libglib2.0-dev \
               libcmark-gfm-dev libcmark-gfm-extensions-dev python3-venv
TEST_PKGS   := valgrind binutils
MAN_DIR     := .build/man
# The installed binary's build: release, Swift runtime linked in. Targets that build in release
# for it (install, man, bench-concurrency) share these flags, so none rebuilds what another built.
INSTALL_BUILD := -c release --static-swift-stdlib
SUDO        := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

export LANG ?= C.UTF-8

.PHONY: all build release run test unit-test e2e-test bench bench-import bench-cooking bench-pictures bench-concurrency man install uninstall system-deps test-deps venv clean

all: build

# Installs those of the Debian packages $(1) that are missing.
define install-missing
	@missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi
endef

## system-deps: install the Debian packages the build links against, if missing
system-deps:
	$(call install-missing,$(SYSTEM_PKGS))

## test-deps: the packages only the tests use (valgrind's memcheck runs the browser once), if missing
test-deps:
	$(call install-missing,$(TEST_PKGS))

## venv: Python with pyte and pytest for the end-to-end tests
$(VENV)/.ready: Tests/e2e/requirements.txt | system-deps
	python3 -m venv $(VENV)
	$(PYTHON) -m pip install -q --disable-pip-version-check -r Tests/e2e/requirements.txt
	touch $@
venv: $(VENV)/.ready

## Debug builds (build, run, the tests) carry no debug information: a clean build of everything
## and its tests is about 8 % faster on 2 cores, and nothing here reads it (a failure names its
## file and line without it). For a debugger, build with plain `swift build`.
DEBUG_FLAGS := -Xswiftc -gnone

build: system-deps
	$(SWIFT) build $(DEBUG_FLAGS)

release: system-deps
	$(SWIFT) build -c release

## run: build and open the browser on the bundled sample library (kept in .build/run/)
run: build
	@mkdir -p $(dir $(SAMPLE_LIB))
	$$($(SWIFT) build $(DEBUG_FLAGS) --show-bin-path)/recipes --library $(SAMPLE_LIB)

## test: unit tests (Swift Testing) and end-to-end tests (pyte) on the real binary, quietly:
## a failure's details as the runners write them, then one line counting both together
## (Tests/run_tests.py); exits non-zero on any failure
test: system-deps test-deps venv
	$(SWIFT) build --build-tests $(DEBUG_FLAGS)
	$(PYTHON) Tests/run_tests.py --swift $(SWIFT) --binary $$($(SWIFT) build $(DEBUG_FLAGS) --show-bin-path)/recipes

## unit-test, e2e-test: one kind alone, with each runner's own per-test output
unit-test: system-deps
	$(SWIFT) build --build-tests $(DEBUG_FLAGS)
	$(SWIFT) test --skip-build $(DEBUG_FLAGS)

e2e-test: build test-deps venv
	RECIPES_BIN=$$($(SWIFT) build $(DEBUG_FLAGS) --show-bin-path)/recipes $(PYTHON) -m pytest -q -n $$(( $$(nproc) < 8 ? $$(nproc) + 1 : 8 )) --maxschedchunk 2 Tests/e2e

## bench: release-build benchmarks (their own package under Benchmarks/), then the end-to-end
## scale driver on the real binary at 10k, 100k and 1M recipes (libraries generated on first use)
bench: system-deps venv
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark
	$(SWIFT) build -c release --product recipes
	cd Benchmarks && $(SWIFT) build -c release --product generate-library
	$(PYTHON) Benchmarks/scale/drive.py --binary $$($(SWIFT) build -c release --show-bin-path)/recipes \
	  --generator $$(cd Benchmarks && $(SWIFT) build -c release --show-bin-path)/generate-library \
	  --sizes $(BENCH_SIZES) --presses 1000 --search-rounds 20
	$(MAKE) bench-import
	$(MAKE) bench-cooking
	$(MAKE) bench-concurrency

## bench-cooking: a cook-mode step change and a serving more or fewer, timed from the frame trace
## of the release binary over 500 presses each, on a Cooklang recipe, a sample and a long recipe
bench-cooking: system-deps venv
	$(SWIFT) build -c release --product recipes
	$(PYTHON) Benchmarks/cooking/drive.py --binary $$($(SWIFT) build -c release --show-bin-path)/recipes --presses 500

## bench-pictures: pictures in the browser, from the frame trace of the release binary touring 1,000
## recipes that each have a 2000 x 1500 JPEG: the picture on screen after j, j's frame, memory
bench-pictures: system-deps venv
	$(SWIFT) build -c release --product recipes
	$(PYTHON) Benchmarks/pictures/drive.py --binary $$($(SWIFT) build -c release --show-bin-path)/recipes --recipes 1000

## bench-import: `recipes import` of 10,000 generated .cook files and 10,000 ~100 KB web pages
## (files/s; targets 2,000 .cook/s and 500 pages/s); the files are kept in .build/bench-import
bench-import: system-deps venv
	$(SWIFT) build -c release --product recipes
	$(PYTHON) Benchmarks/import/drive.py --binary $$($(SWIFT) build -c release --show-bin-path)/recipes

## bench-concurrency: 6 `recipes` processes fav/unfav/rm/import on one library for 30 s;
## prints the commands run, failures (none expected) and lost writes (none expected)
bench-concurrency: system-deps venv
	$(SWIFT) build $(INSTALL_BUILD) --product recipes
	$(PYTHON) Tests/e2e/concurrent_writers.py --binary $$($(SWIFT) build $(INSTALL_BUILD) --show-bin-path)/recipes \
	  --writers 6 --seconds 30

## install: only the `recipes` product, in release, with the Swift runtime linked in (the
## installed binary needs no toolchain), and its man page made from its own help
install: system-deps
	$(SWIFT) build $(INSTALL_BUILD) --product recipes
	$(MAKE) man
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 $$($(SWIFT) build $(INSTALL_BUILD) --show-bin-path)/recipes $(DESTDIR)$(PREFIX)/bin/recipes
	install -m 644 $(MAN_DIR)/recipes.1 $(DESTDIR)$(PREFIX)/share/man/man1/recipes.1

## man: the man page recipes.1, from the argument parser's description of every subcommand
## (swift-argument-parser's generate-manual tool, built from the package's own dependency)
man:
	$(SWIFT) build $(INSTALL_BUILD) --product recipes
	$(SWIFT) build $(INSTALL_BUILD) --product generate-manual
	@mkdir -p $(MAN_DIR)
	$$($(SWIFT) build $(INSTALL_BUILD) --show-bin-path)/generate-manual \
	  $$($(SWIFT) build $(INSTALL_BUILD) --show-bin-path)/recipes --output-directory $(MAN_DIR)
	@# A blank line inside a description is a paragraph break in mdoc.
	sed -i 's/^$$/.Pp/' $(MAN_DIR)/recipes.1

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/recipes $(DESTDIR)$(PREFIX)/share/man/man1/recipes.1

clean:
	rm -rf .build Benchmarks/.build
