import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

interface Statement {
  name: string;
  /** The parameters' type OIDs as the server inferred them, to serialise values as PGlite's own query() does. */
  paramTypes: number[];
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * The embedded database's client for the hot queries (db/prepared.ts): each query text is parsed and planned
 * once as a named server-side statement, and every later call is one batch (Bind, Describe, Execute, Sync)
 * into the WASM PostgreSQL. PGlite's own query() re-parses and re-plans the text on every call and enters the
 * WASM module six times to do it (Parse, Describe, Bind, Describe, Execute, Sync): a primary-key select
 * costs about twice as much that way (ADR 0039-pglite-named-statements). Only drizzle's query() is used: the
 * statements built through this client are never run inside a transaction (those go through the real client).
 */
export class PgliteNamedStatements {
  readonly #statements = new Map<string, Statement>();

  constructor(private readonly client: PGlite) {}

  async query<T>(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    // The same two locks PGlite's query() takes: never inside another caller's transaction, one message at a time.
    return this.client._runExclusiveTransaction(() =>
      this.client._runExclusiveQuery(async () => {
        const statement = this.#statements.get(text) ?? (await this.#prepare(text));
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = statement.paramTypes[i];
          const serialize =
            type === undefined ? undefined : (options.serializers?.[type] ?? this.client.serializers[type]);
          // eslint-disable-next-line @typescript-eslint/no-base-to-string -- as PGlite's own query() sends a value whose type has no serializer
          return serialize ? serialize(value) : String(value);
        });
        const { messages } = await this.client.execProtocol(
          joined([
            protocol.serialize.bind({ statement: statement.name, values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
        );
        const [result] = parse.parseResults(messages, this.client.parsers, options);
        if (!result) throw new Error(`no result for a prepared statement: ${text}`);
        return result as Results<T>;
      }),
    );
  }

  async #prepare(text: string): Promise<Statement> {
    const name = `consent_${this.#statements.size + 1}`;
    const { messages } = await this.client.execProtocol(
      joined([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#statements.set(text, statement);
    return statement;
  }
}
