import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers';

/**
 * The Kysely table types (src/db/types.ts and src/db/tables/*.ts) are written by hand; this
 * test holds them to the migrated database: every table and column on both sides, nullability
 * (`| null`), a type family, and `Generated<>` only where the database fills the value in.
 * Types imported from elsewhere (a status union of @portal/shared, a JSON document's shape) are
 * resolved by the TypeScript checker.
 */

/** Type families: what a column's values look like once pg has parsed them. */
type Family = 'text' | 'number' | 'boolean' | 'date' | 'json' | 'array' | 'binary';

interface DbColumn {
  table: string;
  column: string;
  nullable: boolean;
  family: Family;
  /** The database fills it in on insert (default, identity, serial or generated column). */
  hasDefault: boolean;
  dataType: string;
}

interface TsColumn {
  nullable: boolean;
  families: Set<Family | 'unknown'>;
  generated: boolean;
  text: string;
}

const DB_DIR = path.resolve(import.meta.dirname, '../../src/db');

function familyOfDataType(dataType: string, udt: string): Family {
  switch (dataType) {
    case 'text':
    case 'character varying':
    case 'character':
    case 'uuid':
    case 'inet':
      return 'text';
    case 'smallint':
    case 'integer':
    case 'bigint':
    case 'numeric':
    case 'real':
    case 'double precision':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'date':
    case 'timestamp with time zone':
    case 'timestamp without time zone':
      return 'date';
    case 'json':
    case 'jsonb':
      return 'json';
    case 'ARRAY':
      return 'array';
    case 'bytea':
      return 'binary';
    default:
      throw new Error(`db-types test: no family for ${dataType} (${udt}); add it`);
  }
}

/** The family of a TypeScript keyword type (unknown/any: a JSON document of any shape). */
const KEYWORD_FAMILY = new Map<ts.SyntaxKind, Family>([
  [ts.SyntaxKind.StringKeyword, 'text'],
  [ts.SyntaxKind.NumberKeyword, 'number'],
  [ts.SyntaxKind.BooleanKeyword, 'boolean'],
  [ts.SyntaxKind.UnknownKeyword, 'json'],
  [ts.SyntaxKind.AnyKeyword, 'json'],
]);

/** Which TypeScript families may stand for a database family (pg answers bigint/numeric as text). */
function accepts(db: DbColumn, family: Family | 'unknown'): boolean {
  if (family === db.family) return true;
  if (db.family === 'number') {
    return family === 'text' && ['bigint', 'numeric'].includes(db.dataType);
  }
  // A JSON column holds any shape; the TypeScript side says which.
  if (db.family === 'json') return true;
  return false;
}

/** The families of a type the checker resolved (an imported union of literals, an interface). */
function familiesOfType(type: ts.Type, into: TsColumn): void {
  if (type.isUnion()) {
    for (const part of type.types) familiesOfType(part, into);
    return;
  }
  const flags = type.getFlags();
  if (flags & ts.TypeFlags.Null) into.nullable = true;
  else if (flags & ts.TypeFlags.NumberLike) into.families.add('number');
  else if (flags & ts.TypeFlags.StringLike) into.families.add('text');
  else if (flags & ts.TypeFlags.BooleanLike) into.families.add('boolean');
  else into.families.add('json');
}

/** The table type files in a program of the server's compiler options, and its checker. */
function loadProgram() {
  const files = [
    path.join(DB_DIR, 'types.ts'),
    ...readdirSync(path.join(DB_DIR, 'tables'))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => path.join(DB_DIR, 'tables', name)),
  ];
  const serverDir = path.resolve(DB_DIR, '../..');
  const config = ts.readConfigFile(path.join(serverDir, 'tsconfig.json'), (file) =>
    ts.sys.readFile(file),
  );
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, serverDir);
  const program = ts.createProgram(files, options);
  const sources = files.map((file) => {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`db-types test: ${file} is not in the program`);
    return source;
  });
  return { sources, checker: program.getTypeChecker() };
}

/** Every interface and type alias declared in the table type files, by name. */
function readDeclarations(sources: readonly ts.SourceFile[]) {
  const interfaces = new Map<string, ts.InterfaceDeclaration[]>();
  const aliases = new Map<string, ts.TypeAliasDeclaration>();
  for (const source of sources) {
    for (const statement of source.statements) {
      if (ts.isInterfaceDeclaration(statement)) {
        const list = interfaces.get(statement.name.text) ?? [];
        list.push(statement);
        interfaces.set(statement.name.text, list);
      } else if (ts.isTypeAliasDeclaration(statement)) {
        aliases.set(statement.name.text, statement);
      }
    }
  }
  return { interfaces, aliases };
}

function propertyName(member: ts.TypeElement): string {
  const name = member.name;
  if (!name) throw new Error('db-types test: a member without a name');
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  throw new Error(`db-types test: unsupported member name ${name.getText()}`);
}

/** The table interfaces of `DB`, following `extends` (AssessmentTables, MediaTables...). */
function readTables(): Map<string, Map<string, TsColumn>> {
  const { sources, checker } = loadProgram();
  const { interfaces, aliases } = readDeclarations(sources);
  const tables = new Map<string, Map<string, TsColumn>>();

  const visitSchema = (name: string) => {
    for (const declaration of interfaces.get(name) ?? []) {
      for (const clause of declaration.heritageClauses ?? []) {
        for (const base of clause.types) visitSchema(base.expression.getText(base.getSourceFile()));
      }
      for (const member of declaration.members) {
        if (!ts.isPropertySignature(member) || !member.type) continue;
        if (!ts.isTypeReferenceNode(member.type)) continue;
        const tableName = propertyName(member);
        const interfaceName = member.type.typeName.getText(member.getSourceFile());
        tables.set(tableName, readColumns(interfaceName));
      }
    }
  };

  const readColumns = (interfaceName: string): Map<string, TsColumn> => {
    const declarations = interfaces.get(interfaceName);
    if (!declarations) throw new Error(`db-types test: no interface ${interfaceName}`);
    const columns = new Map<string, TsColumn>();
    for (const declaration of declarations) {
      for (const member of declaration.members) {
        if (!ts.isPropertySignature(member) || !member.type) continue;
        const column: TsColumn = {
          nullable: false,
          families: new Set(),
          generated: false,
          text: member.type.getText(member.getSourceFile()),
        };
        describeType(member.type, new Map(), column);
        columns.set(propertyName(member), column);
      }
    }
    return columns;
  };

  /** Reads a column's select type: Generated<> and ColumnType<> unwrapped, aliases followed. */
  const describeType = (node: ts.TypeNode, bound: Map<string, ts.TypeNode>, into: TsColumn) => {
    if (ts.isParenthesizedTypeNode(node)) return describeType(node.type, bound, into);
    if (ts.isUnionTypeNode(node)) {
      for (const part of node.types) describeType(part, bound, into);
      return;
    }
    if (ts.isLiteralTypeNode(node)) {
      const literal = node.literal;
      if (literal.kind === ts.SyntaxKind.NullKeyword) into.nullable = true;
      else if (ts.isStringLiteral(literal)) into.families.add('text');
      else if (ts.isNumericLiteral(literal)) into.families.add('number');
      else if (
        literal.kind === ts.SyntaxKind.TrueKeyword ||
        literal.kind === ts.SyntaxKind.FalseKeyword
      ) {
        into.families.add('boolean');
      } else into.families.add('unknown');
      return;
    }
    if (node.kind === ts.SyntaxKind.NullKeyword) {
      into.nullable = true;
      return;
    }
    const keyword = KEYWORD_FAMILY.get(node.kind);
    if (keyword) {
      into.families.add(keyword);
      return;
    }
    if (ts.isArrayTypeNode(node) || ts.isTupleTypeNode(node)) {
      into.families.add('array');
      return;
    }
    if (ts.isTypeLiteralNode(node)) {
      into.families.add('json');
      return;
    }
    if (ts.isTypeReferenceNode(node)) {
      const name = node.typeName.getText(node.getSourceFile());
      const args = node.typeArguments ?? [];
      const boundType = bound.get(name);
      if (boundType) return describeType(boundType, new Map(), into);
      if (name === 'Generated' || name === 'GeneratedAlways') {
        into.generated = true;
        return describeType(args[0]!, bound, into);
      }
      if (name === 'ColumnType') return describeType(args[0]!, bound, into);
      if (name === 'Date') return void into.families.add('date');
      if (name === 'Buffer') return void into.families.add('binary');
      if (name === 'Array' || name === 'ReadonlyArray') return void into.families.add('array');
      if (name === 'Record') return void into.families.add('json');
      const alias = aliases.get(name);
      if (alias) {
        const inner = new Map(bound);
        alias.typeParameters?.forEach((parameter, i) => {
          const arg = args[i];
          if (arg) inner.set(parameter.name.text, arg);
        });
        return describeType(alias.type, inner, into);
      }
      // An imported type: a status union, or an interface (a JSON document's shape).
      return familiesOfType(checker.getTypeFromTypeNode(node), into);
    }
    into.families.add('unknown');
  };

  visitSchema('DB');
  return tables;
}

describe('database table types', () => {
  let ctx: TestContext;
  let columns: DbColumn[];

  beforeAll(async () => {
    ctx = await createTestContext();
    const { rows } = await sql<{
      table_name: string;
      column_name: string;
      is_nullable: 'YES' | 'NO';
      data_type: string;
      udt_name: string;
      column_default: string | null;
      is_identity: 'YES' | 'NO';
      is_generated: 'ALWAYS' | 'NEVER';
    }>`
      SELECT c.table_name, c.column_name, c.is_nullable, c.data_type, c.udt_name,
             c.column_default, c.is_identity, c.is_generated
      FROM information_schema.columns c
      JOIN information_schema.tables t
        ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND c.table_name NOT LIKE 'kysely_migration%'
      ORDER BY c.table_name, c.ordinal_position
    `.execute(ctx.db);
    columns = rows.map((row) => ({
      table: row.table_name,
      column: row.column_name,
      nullable: row.is_nullable === 'YES',
      family: familyOfDataType(row.data_type, row.udt_name),
      hasDefault:
        row.column_default !== null || row.is_identity === 'YES' || row.is_generated === 'ALWAYS',
      dataType: row.data_type,
    }));
  });

  afterAll(async () => {
    await ctx.close();
  });

  it('match the migrated database: tables, columns, nullability, type family, defaults', () => {
    const tables = readTables();
    // The parse found the schema at all (a renamed DB interface would otherwise pass silently).
    expect(tables.size).toBeGreaterThan(40);
    const problems: string[] = [];
    const dbTables = new Set(columns.map((c) => c.table));
    for (const table of dbTables) {
      if (!tables.has(table)) problems.push(`${table}: table in the database, not in DB`);
    }
    for (const table of tables.keys()) {
      if (!dbTables.has(table)) problems.push(`${table}: table in DB, not in the database`);
    }
    for (const db of columns) {
      const tsColumns = tables.get(db.table);
      if (!tsColumns) continue;
      const where = `${db.table}.${db.column}`;
      const column = tsColumns.get(db.column);
      if (!column) {
        problems.push(`${where}: column in the database (${db.dataType}), not in the type`);
        continue;
      }
      if (db.nullable && !column.nullable) {
        problems.push(`${where}: nullable in the database, the type lacks | null (${column.text})`);
      }
      if (!db.nullable && column.nullable) {
        problems.push(`${where}: NOT NULL in the database, the type allows null (${column.text})`);
      }
      const wrong = [...column.families].filter((family) => !accepts(db, family));
      if (wrong.length > 0 || column.families.size === 0) {
        problems.push(
          `${where}: ${db.dataType} (${db.family}) in the database, ${column.text} (${[...column.families].join('|')}) in the type`,
        );
      }
      if (column.generated && !db.hasDefault && !db.nullable) {
        problems.push(`${where}: Generated<> in the type, but the database has no default`);
      }
    }
    for (const [table, tsColumns] of tables) {
      if (!dbTables.has(table)) continue;
      for (const name of tsColumns.keys()) {
        if (!columns.some((c) => c.table === table && c.column === name)) {
          problems.push(`${table}.${name}: column in the type, not in the database`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
