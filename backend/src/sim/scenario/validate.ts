import { ScenarioFileError, type TScenario } from './loader';
import type { TInvoiceChoice } from './verb-schemas';
import type { TSubject } from './schema-parts';

/**
 * What the schema cannot see: names that point at no person, vehicle, invoice, passage, case or
 * staff member. Checked before the backend starts, so a bad file costs nothing to run.
 */
export function checkRunnable(scenario: TScenario): void {
  const fail = (line: number, message: string): never => {
    throw new ScenarioFileError(scenario.file, line, message);
  };
  const person = (line: number, name: string) => scenario.people[name] ?? fail(line, `no person named ${name} under people`);
  const subject = (line: number, of: TSubject) => (typeof of === 'string' ? person(line, of) : undefined);
  const invoiceNames = new Set<string>();
  const passageNames = new Set<string>();
  const caseNames = new Set<string>();
  const crashes = new Set<number>();
  const given = (line: number, names: Set<string>, name: string, what: string, how: string) => {
    if (!names.has(name)) fail(line, `no ${what} is named ${name} before this step (name one with ${how})`);
  };
  const officer = (line: number, name: string | undefined) => {
    if (name !== undefined && !(name in scenario.staff)) fail(line, `no staff member named ${name} under staff`);
  };
  const named = (line: number, invoice: TInvoiceChoice) => {
    if (typeof invoice === 'string' && invoice !== 'latest' && !invoiceNames.has(invoice))
      fail(line, `no invoice is named ${invoice} before this step (name one with expect: { invoices: { of, name } })`);
  };
  const vehicle = (line: number, named: string) => {
    const [owner = '', name = ''] = named.split('.');
    return person(line, owner).vehicles[name] ?? fail(line, `${owner} has no vehicle named ${name}`);
  };
  for (const { line, action } of scenario.steps) {
    switch (action.verb) {
      case 'pass':
        if (action.spec.vehicle) vehicle(line, action.spec.vehicle);
        if (action.spec.name) passageNames.add(action.spec.name);
        break;
      case 'taxInvoice':
        person(line, action.spec.by);
        break;
      case 'dispute': {
        const { by, invoice, passages } = action.spec;
        person(line, by);
        if (invoice !== undefined) named(line, invoice);
        if (passages !== 'all') for (const passage of passages) given(line, passageNames, passage, 'passage', 'pass: { ..., name }');
        if (action.spec.name) caseNames.add(action.spec.name);
        break;
      }
      case 'decide':
        given(line, caseNames, action.spec.case, 'case', 'dispute: { ..., name }');
        officer(line, action.spec.by);
        break;
      case 'appeal':
        person(line, action.spec.by);
        if (action.spec.notice !== 'latest') named(line, action.spec.notice);
        if (action.spec.name) caseNames.add(action.spec.name);
        break;
      case 'book':
        given(line, caseNames, action.spec.appeal, 'appeal', 'appeal: { ..., name }');
        break;
      case 'attend':
      case 'decideAppeal':
        given(line, caseNames, action.spec.appeal, 'appeal', 'appeal: { ..., name }');
        officer(line, action.spec.by);
        break;
      case 'addVehicle':
        person(line, action.spec.by);
        if (vehicle(line, action.spec.vehicle).added !== 'later')
          fail(line, `${action.spec.vehicle} is registered from the start; declare it with \`added: later\` for addVehicle to add it`);
        break;
      case 'waive':
        subject(line, action.spec.of);
        break;
      case 'expect': {
        const { invoices, notices, accruals, payments, autoDebits, cases, prepaid } = action.spec;
        if (invoices) subject(line, invoices.of);
        if (invoices?.name) invoiceNames.add(invoices.name);
        for (const part of [notices, accruals, payments, autoDebits, cases, prepaid]) if (part) person(line, part.of);
        if (action.spec.case) given(line, caseNames, action.spec.case.name, 'case', 'dispute: { ..., name }');
        break;
      }
      case 'pay':
        if (action.spec.by) person(line, action.spec.by);
        named(line, action.spec.invoice);
        break;
      case 'setPaymentMethod':
      case 'openPrepaid':
      case 'topUp':
      case 'setReplenishment':
        person(line, action.spec.by);
        break;
      case 'settle':
        person(line, action.spec.of);
        break;
      case 'crash':
        // One backend process is started to be killed; a second crash would need a second.
        if (crashes.size > 0) fail(line, `a file has one crash step; the first is on line ${[...crashes][0]}`);
        crashes.add(line);
        break;
    }
  }
}
