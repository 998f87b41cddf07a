/**
 * lmdb, loaded once per process, as in the site's own processes. Jest gives each test file a module
 * registry of its own, where lmdb's JavaScript would load again; its native half loads once per
 * process, and holds one address for all of them: the buffer that reads are copied into, given by
 * the copy that last grew it (setGlobalBuffer, lmdb/src/misc.cpp). Once that copy's test file had
 * ended and its buffer was freed, the next file's first read wrote there: memory that V8 had taken
 * back. The unit tests' process then died, in about a third of the runs, with "corrupted
 * double-linked list" or a segfault, in a later test (valgrind named the write: valToBinaryFast).
 * Node's `require` (tests/environment-node.cjs) loads lmdb once, and every test file shares it.
 */
module.exports = nodeRequire('lmdb')
