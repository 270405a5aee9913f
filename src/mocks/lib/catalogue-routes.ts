import type * as z from 'zod/mini';
import { area } from '../contract/serve';
import { empty, json, type RefusalCode, refuse } from '../contract/types';
import { requireAdmin } from './auth';
import { readBody } from './http';

interface EntryRoutes<R, S extends z.ZodMiniType> {
  /** The level as the operations name it: `Segment` → `catalogue.createSegment`, "Create a segment". */
  name: string;
  /** The entry at the address's key; a 404 when there is none. */
  at: (key: string | readonly string[] | undefined) => R;
  /** What the API answers for the entry, and the schema of that answer. */
  shape: (record: R) => unknown;
  schema: z.ZodMiniType;
  /** The create's and update's body: read and checked against it (400 otherwise). */
  body: S;
  /**
   * Checks a new entry's body against the other entries and stores it (`stored`). None when the
   * level is created elsewhere (a sub-category, under its category's address).
   */
  create?: (body: z.output<S>) => R;
  /** Checks the body against the other entries (a unique name, its references) and applies it. */
  update: (record: R, body: z.output<S>) => void;
  /** Refuses to delete an entry in use (a domain code), else removes it. */
  remove: (record: R) => void;
  /** The codes `remove` refuses with, and those a write refuses with besides `DuplicateName`. */
  deleteRefusals: RefusalCode[];
  writeRefusals?: RefusalCode[];
}

/** Adds a new entry to its table and gives it back, for `create`. */
export function stored<R>(table: R[], record: R): R {
  table.push(record);
  return record;
}

const serve = area('catalogue');

/**
 * `POST {path}` (with `create`) and `GET`, `PUT`, `DELETE {path}/{key}` of one catalogue entry, for
 * admins: every level answers them alike, in this order of checks (admin, the entry exists, the
 * body, the rules).
 */
export function entryRoutes<R, S extends z.ZodMiniType>(path: string, level: EntryRoutes<R, S>) {
  const { name, at, shape, schema, body, create, update, remove } = level;
  const one = `${path}/{key}`;
  const noun = name.toLowerCase();
  const writes = refuse('DuplicateName', ...(level.writeRefusals ?? []));
  return [
    ...(create
      ? [
          serve.post({ id: `catalogue.create${name}`, path, summary: `Create a ${noun}`, access: 'admin', body, answer: json(schema), refusals: writes }, async ({ request }) => {
            requireAdmin(request);
            return shape(create(await readBody(request, body)));
          }),
        ]
      : []),
    serve.get<{ key: string }>({ id: `catalogue.get${name}`, path: one, summary: `One ${noun}`, access: 'admin', answer: json(schema) }, ({ request, params }) => {
      requireAdmin(request);
      return shape(at(params.key));
    }),
    serve.put<{ key: string }>({ id: `catalogue.update${name}`, path: one, summary: `Change a ${noun}`, access: 'admin', body, answer: json(schema), refusals: writes }, async ({ request, params }) => {
      requireAdmin(request);
      const record = at(params.key);
      update(record, await readBody(request, body));
      return shape(record);
    }),
    serve.delete<{ key: string }>({ id: `catalogue.delete${name}`, path: one, summary: `Delete a ${noun} nothing uses`, access: 'admin', answer: empty, refusals: refuse(...level.deleteRefusals) }, ({ request, params }) => {
      requireAdmin(request);
      remove(at(params.key));
    }),
  ];
}
