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
 *   parent → worker  {type: 'query', id, sql, params, name?} | {type: 'close'}
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
const { PGlite, parse, protocol, types } = require('@electric-sql/pglite');

const wire = protocol.serialize;

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

/** Wire-protocol messages as one buffer: PGlite's execProtocol runs them in one call. */
function messages(...parts) {
  const buffer = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    buffer.set(part, offset);
    offset += part.length;
  }
  return buffer;
}

/**
 * Rows and affected rows of one statement's replies, values parsed by PGlite's parsers: what
 * PGlite's parse.parseResults answers without options, minus its copy of all 330 parsers per
 * call ({...parsers}), which cost 160 µs a statement, a quarter of this thread's time in saves.
 */
function results(replies) {
  let fields = [];
  const rows = [];
  let affectedRows = 0;
  for (const reply of replies) {
    if (reply.name === 'rowDescription') {
      fields = reply.fields;
    } else if (reply.name === 'dataRow') {
      const row = {};
      for (let i = 0; i < fields.length; i++) {
        row[fields[i].name] = types.parseType(reply.fields[i], fields[i].dataTypeID, db.parsers);
      }
      rows.push(row);
    } else if (reply.name === 'commandComplete') {
      // "UPDATE 1", "DELETE 0", "INSERT 0 1", "MERGE 2", "COPY 3"; other commands affect none.
      const words = reply.text.split(' ');
      if (['UPDATE', 'DELETE', 'MERGE', 'COPY'].includes(words[0])) affectedRows = parseInt(words[1], 10);
      else if (words[0] === 'INSERT') affectedRows = parseInt(words[2], 10);
    }
  }
  return { rows, affectedRows };
}

/** Statements prepared in this thread's session: name → {sql, types} (types: parameter type oids). */
const preparedStatements = new Map();

/**
 * One statement through PostgreSQL's extended protocol, as db.query does it (Parse, Describe,
 * Bind, Describe, Execute, Sync), in two calls into PostgreSQL instead of six and without
 * db.query's parseResults (see results()).
 *
 * A statement with a name (registered with prepared() in database.ts) runs as a named prepared
 * statement, as pg does on PostgreSQL: parsed and planned once in this session, then only bound
 * and executed; measured on the answer save's load, 636 µs per call with db.query, 181 µs so.
 * Others use the unnamed statement, parsed again on every call (it lasts until the next Parse).
 * Parameter encoding and errors are PGlite's own (same serializers and DatabaseError as
 * db.query); durability is unchanged (each Sync ends the statement as db.query's does, and a
 * commit writes the WAL either way). A new thread starts with an empty map: a new session.
 */
async function runStatement(sql, params, name = '') {
  let statement = name ? preparedStatements.get(name) : undefined;
  if (!statement) {
    // Parse and describe (parameter types, to encode values as db.query does); a failed Parse
    // throws here and leaves nothing to remember.
    const described = await db.execProtocol(messages(wire.parse({ name, text: sql }), wire.describe({ type: 'S', name }), wire.sync()));
    statement = { sql, types: parse.parseDescribeStatementResults(described.messages) };
    if (name) preparedStatements.set(name, statement);
  }
  if (statement.sql !== sql) throw new Error(`statement ${name} is prepared with another text`);
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serialize = db.serializers[statement.types[i]];
    return serialize ? serialize(value) : value.toString();
  });
  const { messages: replies } = await db.execProtocol(
    messages(wire.bind({ statement: name, values }), wire.describe({ type: 'P' }), wire.execute({}), wire.sync()),
  );
  return results(replies);
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
      const result = await runStatement(message.sql, message.params, message.name);
      reply = { type: 'result', id: message.id, rows: result.rows, affectedRows: result.affectedRows };
    } catch (error) {
      broken = isTrap(error);
      // As db.query's errors: the statement's text for the log.
      if (error && typeof error === 'object' && !broken) error.query = message.sql;
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
