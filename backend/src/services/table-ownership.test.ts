import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A table is written by exactly one module: the folder whose *.schema.ts declares it. Any other
 * module changes it through the owner's functions (docs/decisions/0010). This scans the sources
 * for db.insert/update/delete on a table imported from another folder's schema.
 */

const ROOT = path.resolve(__dirname, '../../..');
const SCANNED = ['backend/src', 'seed', 'db'];

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'migrations' ? [] : filesUnder(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/**
 * The module a file belongs to: its folder under services/ or platform/, a sub-folder being a
 * module of its own (services/payment/methods), or the top folder (seed, db).
 */
function ownerOf(file: string): string {
  const parts = path.relative(ROOT, file).split(path.sep);
  if (parts[0] === 'backend' && (parts[2] === 'services' || parts[2] === 'platform') && parts.length > 4)
    return parts.slice(2, -1).join('/');
  return parts[0] === 'backend' ? parts.slice(0, 3).join('/') : (parts[0] ?? '');
}

/** Table export name to the file that declares it. */
function tablesOf(schemaFile: string): string[] {
  return [...readFileSync(schemaFile, 'utf8').matchAll(/export const (\w+) = pgTable\(/g)].map((match) => match[1] ?? '');
}

type TImportedTables = { named: Map<string, string>; namespaces: Set<string> };

/** The tables a file imports from schema files of other modules: local name to table, and `* as` namespaces. */
function foreignTables(file: string, source: string, schemaOwners: Map<string, string>): TImportedTables {
  const named = new Map<string, string>();
  const namespaces = new Set<string>();
  const owner = ownerOf(file);
  for (const match of source.matchAll(/import\s+(type\s+)?(\*\s+as\s+\w+|\{[^}]*\})\s+from\s+'([^']+)'/g)) {
    const [, typeOnly, clause = '', specifier = ''] = match;
    if (typeOnly || !specifier.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), specifier);
    const targetOwner = schemaOwners.get(`${target}.ts`);
    if (targetOwner === undefined || targetOwner === owner) continue;
    if (clause.startsWith('*')) namespaces.add(clause.replace(/\*\s+as\s+/, '').trim());
    for (const item of clause.replace(/[{}]/g, '').split(',')) {
      const [imported, local] = item
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (imported) named.set((local ?? imported).trim(), imported.trim());
    }
  }
  return { named, namespaces };
}

/** Every write of a foreign table: `.insert(x)`, `.update(x)`, `.delete(x)`, also as `ns.x`. */
function foreignWrites(file: string, source: string, schemaOwners: Map<string, string>): string[] {
  const { named, namespaces } = foreignTables(file, source, schemaOwners);
  const writes: string[] = [];
  for (const match of source.matchAll(/\.(insert|update|delete)\(\s*(?:(\w+)\.)?(\w+)\s*\)/g)) {
    const [, verb, namespace, name = ''] = match;
    const foreign = namespace ? namespaces.has(namespace) : named.has(name);
    if (foreign) writes.push(`${path.relative(ROOT, file)}: ${verb}(${namespace ? `${namespace}.` : ''}${name})`);
  }
  return writes;
}

const allFiles = SCANNED.flatMap((folder) => filesUnder(path.join(ROOT, folder)));
const schemaFiles = allFiles.filter((file) => file.endsWith('.schema.ts'));
const schemaOwners = new Map<string, string>([
  ...schemaFiles.map((file): [string, string] => [file, ownerOf(file)]),
  // The schema index re-exports every table; importing from it is importing from nobody's own schema.
  [path.join(ROOT, 'db/schema.ts'), 'db'],
]);
const isTestCode = (file: string) => file.endsWith('.test.ts') || path.relative(ROOT, file).startsWith(path.join('backend', 'src', 'test'));

describe('table ownership', () => {
  it('knows the owner of every table', () => {
    const owners = Object.fromEntries(schemaFiles.flatMap((file) => tablesOf(file).map((table) => [table, ownerOf(file)])));
    expect(owners).toMatchObject({
      authSessions: 'platform/auth',
      loginThrottles: 'services/credentials',
      customers: 'services/customer',
      customerAddresses: 'services/customer',
      customerDocuments: 'services/customer',
      customerLinkTokens: 'services/customer',
      staffUsers: 'services/staff',
      otpChallenges: 'services/otp',
      outboxMessages: 'services/notification',
      storedFiles: 'services/file',
      masterItems: 'services/master',
      registryPeople: 'services/registry',
      registryVehicles: 'services/registry',
      vehicles: 'services/vehicle',
      vehicleStatusHistory: 'services/vehicle',
      vehicleDocuments: 'services/vehicle',
      vehiclePendingChanges: 'services/vehicle',
      vehicleImports: 'services/vehicle',
      jobRuns: 'platform/jobs',
      jobStarts: 'platform/jobs',
      tollPlazas: 'services/toll',
      tollGantries: 'services/toll',
      passages: 'services/toll',
      passageFlags: 'services/toll',
      paymentMethods: 'services/payment/methods',
      paymentMethodPrimaries: 'services/payment/methods',
      payments: 'services/payment/payments',
      paymentInvoices: 'services/payment/payments',
      paymentIdempotency: 'services/payment/payments',
      paymentLinks: 'services/payment/payments',
      receipts: 'services/payment/receipts',
      taxInvoices: 'services/payment/receipts',
      autoDebits: 'services/payment/auto-debit',
    });
  });

  it('lets no module insert, update or delete a table that another module owns', () => {
    const violations = allFiles
      .filter((file) => !isTestCode(file))
      .flatMap((file) => foreignWrites(file, readFileSync(file, 'utf8'), schemaOwners));
    expect(violations).toEqual([]);
  });

  it('catches a write of a foreign table, named or through a namespace, but not a read', () => {
    const file = path.join(ROOT, 'backend/src/services/staff/example.ts');
    const source = [
      "import { customers as people, customerAddresses } from '../customer/customer.schema';",
      "import * as schema from '../../../../db/schema';",
      "import { staffUsers } from './staff.schema';",
      'await db.update(people).set({ status: "ACTIVE" });',
      'await db.delete(schema.customerDocuments);',
      'await db.select().from(customerAddresses);',
      'await db.insert(staffUsers).values(row);',
    ].join('\n');
    expect(foreignWrites(file, source, schemaOwners)).toEqual([
      'backend/src/services/staff/example.ts: update(people)',
      'backend/src/services/staff/example.ts: delete(schema.customerDocuments)',
    ]);
  });
});
