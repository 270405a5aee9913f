import { requireAdmin } from './auth';
import { route } from './http';

interface EntryRoutes<R, B> {
  /** The entry at the address's key; a 404 when there is none. */
  at: (key: string | readonly string[] | undefined) => R;
  /** What the API answers for the entry. */
  shape: (record: R) => unknown;
  /** The create's and update's body, read and checked against its schema (400 otherwise). */
  read: (request: Request) => Promise<B>;
  /**
   * Checks a new entry's body against the other entries and stores it (`stored`). None when the
   * level is created elsewhere (a sub-category, under its category's address).
   */
  create?: (body: B) => R;
  /** Checks the body against the other entries (a unique name, its references) and applies it. */
  update: (record: R, body: B) => void;
  /** Refuses to delete an entry in use (a domain code), else removes it. */
  remove: (record: R) => void;
}

/** Adds a new entry to its table and gives it back, for `create`. */
export function stored<R>(table: R[], record: R): R {
  table.push(record);
  return record;
}

/**
 * `POST {path}` (with `create`) and `GET`, `PUT`, `DELETE {path}/:key` of one catalogue entry, for
 * admins: every level answers them alike, in this order of checks (admin, the entry exists, the
 * body, the rules).
 */
export function entryRoutes<R, B>(path: string, { at, shape, read, create, update, remove }: EntryRoutes<R, B>) {
  return [
    ...(create
      ? [
          route.post(path, async ({ request }) => {
            requireAdmin(request);
            return shape(create(await read(request)));
          }),
        ]
      : []),
    route.get<{ key: string }>(`${path}/:key`, ({ request, params }) => {
      requireAdmin(request);
      return shape(at(params.key));
    }),
    route.put<{ key: string }>(`${path}/:key`, async ({ request, params }) => {
      requireAdmin(request);
      const record = at(params.key);
      update(record, await read(request));
      return shape(record);
    }),
    route.delete<{ key: string }>(`${path}/:key`, ({ request, params }) => {
      requireAdmin(request);
      remove(at(params.key));
    }),
  ];
}
