import type pg from 'pg';

/**
 * Everything the copy below does not rebuild. A migration that adds one of these makes every
 * test fail here at once, rather than run on a schema quietly short of it.
 */
const UNCOPIED_OBJECTS = `
  select 'relation ' || relname as object from pg_class
    where relnamespace = $1::regnamespace and relkind not in ('r', 'i')
  union all
  select 'function ' || proname from pg_proc where pronamespace = $1::regnamespace
  union all
  select 'type ' || typname from pg_type
    where typnamespace = $1::regnamespace and typtype not in ('b', 'c')
  union all
  select 'trigger ' || tgname from pg_trigger
    join pg_class on pg_class.oid = tgrelid
    where relnamespace = $1::regnamespace and not tgisinternal
  union all
  select 'constraint ' || conname from pg_constraint
    where connamespace = $1::regnamespace and contype not in ('p', 'u', 'c', 'x', 'f', 'n')`;

const TABLES = `
  select format('create table %I (%s)', relname, string_agg(format('%I %s%s%s%s',
      attname,
      format_type(atttypid, atttypmod),
      case when attcollation <> pg_type.typcollation then ' collate ' || attcollation::regcollation end,
      case attgenerated
        when 's' then ' generated always as (' || pg_get_expr(adbin, adrelid, true) || ') stored'
        else ' default ' || pg_get_expr(adbin, adrelid, true)
      end,
      case when attnotnull then ' not null' end
    ), ', ' order by attnum)) as statement, relname as table
  from pg_class
  join pg_attribute on attrelid = pg_class.oid and attnum > 0 and not attisdropped
  join pg_type on pg_type.oid = atttypid
  left join pg_attrdef on adrelid = pg_class.oid and adnum = attnum
  where relnamespace = $1::regnamespace and relkind = 'r'
  group by relname
  order by relname`;

// Foreign keys last: the tables and keys they point at exist by then.
const CONSTRAINTS = `
  select format('alter table %I add constraint %I %s',
      relname, conname, pg_get_constraintdef(pg_constraint.oid, true)) as statement
  from pg_constraint
  join pg_class on pg_class.oid = conrelid
  where connamespace = $1::regnamespace and contype in ('p', 'u', 'c', 'x', 'f')
  order by contype = 'f', relname, conname`;

const INDEXES = `
  select pg_get_indexdef(indexrelid, 0, true) as statement
  from pg_index
  join pg_class on pg_class.oid = indexrelid
  where relnamespace = $1::regnamespace
    and not exists (select from pg_constraint where conindid = indexrelid and conrelid = indrelid)
  order by relname`;

/**
 * The SQL that rebuilds `schema` (its tables, keys, constraints, indexes and rows: the
 * migrations' bookkeeping) inside whichever schema is first on the search path, read from
 * PostgreSQL's own descriptions of each part. Names come out unqualified because `client`'s
 * search path is set to `schema` first.
 */
export async function captureSchema(client: pg.Client, schema: string): Promise<string> {
  await client.query(`set search_path to ${schema}`);
  const uncopied = await client.query<{ object: string }>(UNCOPIED_OBJECTS, [schema]);
  if (uncopied.rows.length > 0) {
    const objects = uncopied.rows.map((row) => row.object).join(', ');
    throw new Error(`The test template cannot copy ${objects}: teach postgres-template.ts`);
  }
  const tables = await client.query<{ statement: string; table: string }>(TABLES, [schema]);
  const statements = tables.rows.map((row) => row.statement);
  for (const { table } of tables.rows) {
    const { rows } = await client.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from ${client.escapeIdentifier(table)} t`,
    );
    const json = rows[0]?.rows;
    if (json) {
      const name = client.escapeIdentifier(table);
      statements.push(
        `insert into ${name} select * from json_populate_recordset(null::${name}, ${client.escapeLiteral(json)})`,
      );
    }
  }
  for (const query of [CONSTRAINTS, INDEXES]) {
    const { rows } = await client.query<{ statement: string }>(query, [schema]);
    statements.push(...rows.map((row) => row.statement));
  }
  return statements.map((statement) => `${statement};\n`).join('');
}
