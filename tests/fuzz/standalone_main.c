// collide2d: a main() for fuzz_core.c where libFuzzer is not available (gcc,
// CI): runs LLVMFuzzerTestOneInput on every file named on the command line
// (the seed corpus, or a crash file to reproduce), then on N pseudo-random
// inputs from a fixed-seed xorshift generator, so a run is reproducible.
//
// Usage: fuzz_core_short [-runs=N] [-seed=S] [FILE...]
//        (defaults: FUZZ_RUNS or 200000, FUZZ_SEED or 1)
// A failed property abort()s inside the target, after printing what failed
// and the input's bytes. The last line of a complete run is
// "N passed, 0 failed".
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { MAX_INPUT = 1 << 20, MAX_RANDOM = 1024 };

static uint64_t xorshift64(uint64_t *state) {
    uint64_t x = *state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return *state = x;
}

static unsigned long long parse_number(const char *text, const char *what) {
    char *end = NULL;
    unsigned long long v = strtoull(text, &end, 0);
    if (end == text || *end != '\0') {
        fprintf(stderr, "standalone_main: bad %s: %s\n", what, text);
        exit(2);
    }
    return v;
}

static int run_file(const char *path, uint8_t *buf) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        fprintf(stderr, "standalone_main: cannot open %s\n", path);
        return 0;
    }
    size_t size = fread(buf, 1, MAX_INPUT, f);
    fclose(f);
    LLVMFuzzerTestOneInput(buf, size);
    return 1;
}

int main(int argc, char **argv) {
    const char *env_runs = getenv("FUZZ_RUNS"), *env_seed = getenv("FUZZ_SEED");
    unsigned long long runs = env_runs ? parse_number(env_runs, "FUZZ_RUNS") : 200000;
    unsigned long long seed = env_seed ? parse_number(env_seed, "FUZZ_SEED") : 1;
    static uint8_t buf[MAX_INPUT];
    unsigned long long passed = 0;
    int files_missing = 0;

    for (int a = 1; a < argc; a++) {
        if (strncmp(argv[a], "-runs=", 6) == 0) {
            runs = parse_number(argv[a] + 6, "-runs");
        } else if (strncmp(argv[a], "-seed=", 6) == 0) {
            seed = parse_number(argv[a] + 6, "-seed");
        }
    }
    for (int a = 1; a < argc; a++) {
        if (argv[a][0] == '-') continue;
        if (run_file(argv[a], buf)) {
            passed++;
        } else {
            files_missing++;
        }
    }
    // xorshift needs a non-zero state: the seed through splitmix64's mixer,
    // so that nearby seeds give unrelated streams.
    uint64_t state = seed + 0x9E3779B97F4A7C15ull;
    state = (state ^ (state >> 30)) * 0xBF58476D1CE4E5B9ull;
    state = (state ^ (state >> 27)) * 0x94D049BB133111EBull;
    state ^= state >> 31;
    if (state == 0) state = 1;
    for (unsigned long long r = 0; r < runs; r++) {
        size_t size = (size_t)(xorshift64(&state) % MAX_RANDOM);
        for (size_t b = 0; b < size; b++) buf[b] = (uint8_t)(xorshift64(&state) >> 56);
        LLVMFuzzerTestOneInput(buf, size);
        passed++;
    }
    if (files_missing) fprintf(stderr, "standalone_main: %d file(s) could not be read\n", files_missing);
    printf("%llu passed, 0 failed\n", passed);
    return files_missing ? 1 : 0;
}
