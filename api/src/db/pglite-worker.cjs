'use strict';
/**
 * The thread that owns the embedded PGlite database (started by pglite-worker-dialect.ts).
 *
 * PGlite runs PostgreSQL compiled to WebAssembly: every statement is CPU work done synchronously
 * on the thread that calls it. Run on the server's thread, a queue of statements ran back to back
 * without the event loop getting a turn, and requests waited in their sockets (issue 10, item 12).
 * Here it has a thread of its own; the server's thread only sends statements and receives rows.
 *
 * Protocol (structured-clone messages over the worker port):
 *   parent → worker  {type: 'query', id, sql, params} | {type: 'close'}
 *   worker → parent  {type: 'ready'} | {type: 'failed', error}
 *                    {type: 'result', id, rows, affectedRows} | {type: 'result', id, error, fatal?}
 *                    {type: 'closed'}
 * Statements are executed one after another in the order they arrive.
 *
 * A WebAssembly trap inside PostgreSQL (e.g. "memory access out of bounds" on a deeply nested
 * jsonb value) leaves this PGlite instance broken: every later statement fails or hangs. The
 * thread then answers the statement with the error and ends itself; the parent starts a new
 * thread on the same data directory, which recovers like PostgreSQL after a crash.
 *
 * Plain CommonJS on purpose: a worker thread runs outside tsx's and jest's module loaders.
 */
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');

/** An error as plain data: message, name and PostgreSQL's fields (code, detail, constraint, ...). */
function serialize(error) {
  const plain = { name: 'Error', message: String(error) };
  if (error && typeof error === 'object') {
    plain.name = typeof error.name === 'string' ? error.name : 'Error';
    plain.message = typeof error.message === 'string' ? error.message : String(error);
    for (const [key, value] of Object.entries(error)) {
      if (value === undefined || typeof value === 'function' || key === 'stack') continue;
      if (['string', 'number', 'boolean'].includes(typeof value)) plain[key] = value;
    }
  }
  return plain;
}

let db;
let chain = Promise.resolve();
let broken = false;

/** A trap of the WebAssembly machine (not an SQL error): the instance cannot be trusted any more. */
function isTrap(error) {
  return (
    error instanceof WebAssembly.RuntimeError ||
    (error && typeof error === 'object' && (error.name === 'RuntimeError' || /^Aborted\(/.test(String(error.message))))
  );
}

async function run(message) {
  if (broken) return;
  if (message.type === 'query') {
    let reply;
    try {
      const result = await db.query(message.sql, message.params);
      reply = { type: 'result', id: message.id, rows: result.rows, affectedRows: result.affectedRows };
    } catch (error) {
      broken = isTrap(error);
      reply = { type: 'result', id: message.id, error: serialize(error), ...(broken ? { fatal: true } : {}) };
    }
    try {
      parentPort.postMessage(reply);
    } catch (error) {
      // A value the structured clone cannot carry: report it instead of leaving the caller waiting.
      parentPort.postMessage({ type: 'result', id: message.id, error: serialize(error) });
    }
    // Ends this thread only (process.exit in a worker stops the worker, not the server).
    if (broken) process.exit(1);
  } else if (message.type === 'close') {
    try {
      await db.close();
    } finally {
      parentPort.postMessage({ type: 'closed' });
      parentPort.close();
    }
  }
}

PGlite.create(workerData.dataDir).then(
  (opened) => {
    db = opened;
    // One statement at a time, in arrival order (PGlite serialises too; this keeps replies in order).
    parentPort.on('message', (message) => {
      chain = chain.then(() => run(message));
    });
    parentPort.postMessage({ type: 'ready' });
  },
  (error) => {
    parentPort.postMessage({ type: 'failed', error: serialize(error) });
    parentPort.close();
  },
);
