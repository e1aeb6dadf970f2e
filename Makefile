# gameaudit — a plain Makefile.  `make help` lists the targets.
#
#   make demo    bootstrap, build, audit the bundled real fixtures
#   make check   bootstrap, unit tests, fixtures against their verdicts, sanitizers, fuzz corpora
#   make bench   gameaudit against gnubg (and jansson) on the same files, as ratios
#   make fuzz    libFuzzer on every parser (FUZZ_SECONDS each)
#   make fuzz-long  the same for hours (FUZZ_LONG_SECONDS each, default 3600); not part of check
#   make install / uninstall   PREFIX=/usr/local DESTDIR=

PREFIX   ?= /usr/local
BINDIR    = $(PREFIX)/bin
LIBDIR    = $(PREFIX)/lib
INCDIR    = $(PREFIX)/include
DATADIR   = $(PREFIX)/share/gameaudit
MANDIR    = $(PREFIX)/share/man/man1
PCDIR     = $(LIBDIR)/pkgconfig

BUILD    ?= build
CC       ?= cc
SANITIZE ?=
FUZZ_SECONDS ?= 60

# Debian packages the build, the tests and the benchmark need.
DEB_PKGS  = libxml2-dev libpcre2-dev libjansson-dev libcriterion-dev pkg-config gnubg clang hyperfine \
            libclang-rt-14-dev libxml2-utils python3
PC_LIBS   = libxml-2.0 libpcre2-8 jansson

WARN      = -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Wformat=2 \
            -Wno-format-nonliteral -Wno-missing-field-initializers
CFLAGS   ?= -O2 -g
ALL_CFLAGS = -std=c11 -D_GNU_SOURCE $(WARN) $(CFLAGS) -MMD -MP \
            -DGA_DATADIR='"$(DATADIR)"' $(shell pkg-config --cflags $(PC_LIBS) 2>/dev/null)
LDLIBS    = $(shell pkg-config --libs $(PC_LIBS) 2>/dev/null) -lpthread
ifneq ($(SANITIZE),)
ALL_CFLAGS += -fsanitize=$(SANITIZE) -fno-omit-frame-pointer -fno-sanitize-recover=all
LDFLAGS   += -fsanitize=$(SANITIZE)
endif

CLI_SRC   = src/main.c $(wildcard src/cmd_*.c)
LIB_SRC   = $(filter-out $(CLI_SRC),$(wildcard src/*.c)) $(wildcard parsers/*.c) \
            $(wildcard validators/*.c) $(wildcard validators/*/*.c)
TEST_SRC  = $(wildcard tests/test_*.c)
FUZZ_SRC  = $(wildcard tests/fuzz/fuzz_*.c)

LIB_OBJ   = $(LIB_SRC:%.c=$(BUILD)/%.o)
CLI_OBJ   = $(CLI_SRC:%.c=$(BUILD)/%.o)
TEST_OBJ  = $(TEST_SRC:%.c=$(BUILD)/%.o)
FUZZ_REPLAY = $(FUZZ_SRC:tests/fuzz/%.c=$(BUILD)/replay-%)

BIN       = $(BUILD)/gameaudit
LIB       = $(BUILD)/libgameaudit.a
TESTBIN   = $(BUILD)/unit-tests

.PHONY: all demo check check-shared test unit fixtures sanitize fuzz-replay fuzz fuzz-long bench \
        install uninstall clean deps help verify differential installcheck readmes readmes-check \
        coverage junit-check

all: $(BIN)

.SECONDARY:

help:
	@sed -n '1,9p' Makefile

# ---------------------------------------------------------------- bootstrap
# Installs what is missing with apt-get when run as root, says so, and
# otherwise fails naming the exact packages.
deps:
	@missing=""; for p in $(DEB_PKGS); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "gameaudit: installing missing Debian packages:$$missing"; \
	    export DEBIAN_FRONTEND=noninteractive; \
	    apt-get update -qq && apt-get install -y -qq --no-install-recommends $$missing >/dev/null || \
	      { echo "gameaudit: apt-get failed; install:$$missing" >&2; exit 1; }; \
	  else \
	    echo "gameaudit: missing Debian packages:$$missing" >&2; \
	    echo "  run as root: apt-get install$$missing" >&2; exit 1; \
	  fi; \
	fi

# ---------------------------------------------------------------- build
$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(LIB): $(LIB_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

$(BIN): $(CLI_OBJ) $(LIB)
	$(CC) $(LDFLAGS) -o $@ $(CLI_OBJ) $(LIB) $(LDLIBS)

$(TESTBIN): $(TEST_OBJ) $(LIB)
	$(CC) $(LDFLAGS) -o $@ $(TEST_OBJ) $(LIB) $(LDLIBS) -lcriterion

# A fuzz harness built as an ordinary program that replays its corpus.
$(BUILD)/replay-%: $(BUILD)/tests/fuzz/%.o $(BUILD)/tests/fuzz/replay_main.o $(LIB)
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/tests/fuzz/replay_main.o: tests/fuzz/replay_main.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)

# ---------------------------------------------------------------- the main job
demo: deps
	@$(MAKE) --no-print-directory all
	@echo "== gameaudit check fixtures/ (known-bad copies included: their findings are expected)"
	@$(BIN) check fixtures/ ; rc=$$?; \
	  echo "== gameaudit exited $$rc: 1 = error findings, 3 = unreadable input; the fixtures hold known-bad"; \
	  echo "   and malformed copies on purpose, each finding pinned in its .expect, checked next:"; \
	  echo "== the regression mode: every fixture against its .expect"; \
	  $(BIN) check --expect --quiet fixtures/

# ---------------------------------------------------------------- tests
check: deps
	@$(MAKE) --no-print-directory test
	@$(MAKE) --no-print-directory sanitize

test: unit fixtures junit-check fuzz-replay verify readmes-check coverage differential installcheck

unit: $(TESTBIN) $(BIN)
	LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp $(TESTBIN) --jobs 2

fixtures: $(BIN)
	$(BIN) check --expect --quiet fixtures/

verify: $(BIN)
	$(BIN) rules verify --rules fixtures/wiki

# The JUnit report of every fixture validates against tests/junit.xsd.
junit-check: $(BIN)
	@$(BIN) check --format junit fixtures/ > $(BUILD)/fixtures-junit.xml; rc=$$?; \
	  [ $$rc -le 3 ] || { echo "junit-check: gameaudit exited $$rc" >&2; exit 1; }; \
	  xmllint --noout --schema tests/junit.xsd $(BUILD)/fixtures-junit.xml

# The vocabulary block of each validators/<game>/README.md is `gameaudit games <game>`.
readmes: $(BIN)
	tests/readmes.sh $(BIN)

readmes-check: $(BIN)
	tests/readmes.sh $(BIN) --check

# How much of each rules page the engines enforce, proven by the known-bad fixtures.
coverage: $(BIN)
	$(BIN) rules coverage --rules fixtures/wiki --fixtures fixtures

fuzz-replay: $(FUZZ_REPLAY)
	@for r in $(FUZZ_REPLAY); do n=$${r##*/replay-fuzz_}; \
	  echo "$$r tests/fuzz/corpus/$$n"; $$r tests/fuzz/corpus/$$n || exit 1; done

differential: $(BIN)
	tests/differential.sh $(BIN)

# The same tests under AddressSanitizer and UndefinedBehaviorSanitizer.
sanitize:
	@$(MAKE) --no-print-directory BUILD=build/san SANITIZE=address,undefined CFLAGS='-O1 -g' \
	  unit fixtures fuzz-replay

SHARED ?= ../shared
# Every full data set of ../shared (or SHARED=/path) against tests/shared/<set>.expect:
# the engine-generated games with no finding, the second engines' disagreements pinned
# and explained (tests/check-shared.sh).  `.ci/run` runs it after `make check`.
check-shared: deps
	@$(MAKE) --no-print-directory all
	tests/check-shared.sh $(BIN) $(SHARED)

# ---------------------------------------------------------------- long runs
fuzz: deps
	@mkdir -p build/fuzz
	@for f in $(FUZZ_SRC); do n=$$(basename $$f .c); \
	  clang -std=c11 -D_GNU_SOURCE -g -O1 -fsanitize=fuzzer,address,undefined \
	    $$(pkg-config --cflags $(PC_LIBS)) -o build/fuzz/$$n $$f $(LIB_SRC) \
	    $$(pkg-config --libs $(PC_LIBS)) -lpthread || exit 1; \
	  mkdir -p build/fuzz/corpus-$$n; \
	  echo "== $$n for $(FUZZ_SECONDS)s"; \
	  build/fuzz/$$n -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -timeout=10 \
	    build/fuzz/corpus-$$n tests/fuzz/corpus/$${n#fuzz_} || exit 1; done

# Hours of fuzzing, not part of `make check`: new inputs land in build/fuzz/corpus-*;
# copy the interesting ones into tests/fuzz/corpus/ so `make check` replays them.
FUZZ_LONG_SECONDS ?= 3600
fuzz-long:
	@$(MAKE) --no-print-directory fuzz FUZZ_SECONDS=$(FUZZ_LONG_SECONDS)

bench: deps all
	tests/bench/run.sh $(BIN)

# ---------------------------------------------------------------- install
install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCDIR) \
	  $(DESTDIR)$(PCDIR) $(DESTDIR)$(MANDIR) $(DESTDIR)$(DATADIR)/wiki
	install -m 755 $(BIN) $(DESTDIR)$(BINDIR)/gameaudit
	install -m 644 $(LIB) $(DESTDIR)$(LIBDIR)/libgameaudit.a
	install -m 644 src/gameaudit.h $(DESTDIR)$(INCDIR)/gameaudit.h
	install -m 644 fixtures/wiki/*.txt $(DESTDIR)$(DATADIR)/wiki/
	install -m 644 src/gameaudit.1 $(DESTDIR)$(MANDIR)/gameaudit.1
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(shell sed -n 's/#define GA_VERSION "\(.*\)"/\1/p' src/gameaudit.h)|' \
	  -e 's|@REQUIRES@|$(PC_LIBS)|' src/gameaudit.pc.in > $(DESTDIR)$(PCDIR)/gameaudit.pc

# Installs into a scratch DESTDIR, builds tests/install/app.c with pkg-config
# against it, runs it on a real fixture, and uninstalls, leaving nothing.
installcheck: all
	@d=$$(mktemp -d) && \
	$(MAKE) --no-print-directory install DESTDIR=$$d PREFIX=/usr >/dev/null && \
	PKG_CONFIG_SYSROOT_DIR=$$d PKG_CONFIG_PATH=$$d/usr/lib/pkgconfig \
	  $(CC) -o $$d/app tests/install/app.c \
	  $$(PKG_CONFIG_SYSROOT_DIR=$$d PKG_CONFIG_PATH=$$d/usr/lib/pkgconfig pkg-config --cflags --libs --static gameaudit) && \
	$$d/app fixtures/backgammon/real/match5_s1001.mat && \
	$(MAKE) --no-print-directory uninstall DESTDIR=$$d PREFIX=/usr >/dev/null && \
	test -z "$$(find $$d -type f ! -name app)" && rm -rf $$d && echo "installcheck: install, pkg-config build and uninstall OK"

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/gameaudit $(DESTDIR)$(LIBDIR)/libgameaudit.a \
	  $(DESTDIR)$(INCDIR)/gameaudit.h $(DESTDIR)$(PCDIR)/gameaudit.pc \
	  $(DESTDIR)$(MANDIR)/gameaudit.1
	rm -rf $(DESTDIR)$(DATADIR)

clean:
	rm -rf build
