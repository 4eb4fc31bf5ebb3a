# recipes: the two commands a newcomer needs are `make run` and `make test`.
# Every target installs what it needs itself (Debian packages, a Python venv under .build/).

SWIFT       ?= swift
PREFIX      ?= /usr/local
VENV        := .build/venv
PYTHON      := $(VENV)/bin/python
SAMPLE_LIB  := .build/run/library.sqlite
BENCH_SIZES ?= 10000,100000,1000000
SYSTEM_PKGS := libncurses-dev libsqlite3-dev zlib1g-dev
SUDO        := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

export LANG ?= C.UTF-8

.PHONY: all build release run test unit-test e2e-test bench install uninstall system-deps venv clean

all: build

## system-deps: install the Debian packages the build links against, if missing
system-deps:
	@missing=""; for p in $(SYSTEM_PKGS); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

## venv: Python with pyte and pytest for the end-to-end tests
$(VENV)/.ready: Tests/e2e/requirements.txt
	python3 -m venv $(VENV)
	$(PYTHON) -m pip install -q --disable-pip-version-check -r Tests/e2e/requirements.txt
	touch $@
venv: $(VENV)/.ready

build: system-deps
	$(SWIFT) build

release: system-deps
	$(SWIFT) build -c release

## run: build and open the browser on the bundled sample library (kept in .build/run/)
run: build
	@mkdir -p $(dir $(SAMPLE_LIB))
	$$($(SWIFT) build --show-bin-path)/recipes --library $(SAMPLE_LIB)

## test: unit tests (Swift Testing) and end-to-end tests (pyte) on the real binary
test: unit-test e2e-test

unit-test: system-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

e2e-test: build venv
	RECIPES_BIN=$$($(SWIFT) build --show-bin-path)/recipes $(PYTHON) -m pytest -q Tests/e2e

## bench: release-build benchmarks (their own package under Benchmarks/), then the end-to-end
## scale driver on the real binary at 10k, 100k and 1M recipes (libraries generated on first use)
bench: system-deps venv
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark
	$(SWIFT) build -c release --product recipes
	cd Benchmarks && $(SWIFT) build -c release --product generate-library
	$(PYTHON) Benchmarks/scale/drive.py --binary $$($(SWIFT) build -c release --show-bin-path)/recipes \
	  --generator $$(cd Benchmarks && $(SWIFT) build -c release --show-bin-path)/generate-library \
	  --sizes $(BENCH_SIZES)

install: release
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $$($(SWIFT) build -c release --show-bin-path)/recipes $(DESTDIR)$(PREFIX)/bin/recipes

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/recipes

clean:
	rm -rf .build Benchmarks/.build
