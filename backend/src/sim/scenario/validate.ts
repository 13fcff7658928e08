import { ScenarioFileError, type TScenario } from './loader';
import type { TSubject } from './schema';
import { NEEDS } from './verbs/pending';

/**
 * What the schema cannot see: verbs this backend cannot carry out yet, and names that point at
 * no person or vehicle. Checked before the backend starts, so a bad file costs nothing to run.
 */
export function checkRunnable(scenario: TScenario): void {
  const fail = (line: number, message: string): never => {
    throw new ScenarioFileError(scenario.file, line, message);
  };
  const person = (line: number, name: string) => scenario.people[name] ?? fail(line, `no person named ${name} under people`);
  const subject = (line: number, of: TSubject) => (typeof of === 'string' ? person(line, of) : undefined);
  for (const { line, action } of scenario.steps) {
    switch (action.verb) {
      case 'pass': {
        if (!action.spec.vehicle) break;
        const [owner = '', name = ''] = action.spec.vehicle.split('.');
        if (!person(line, owner).vehicles[name]) fail(line, `${owner} has no vehicle named ${name}`);
        break;
      }
      case 'waive':
        subject(line, action.spec.of);
        break;
      case 'expect': {
        const { invoices, notices, accruals } = action.spec;
        if (invoices) subject(line, invoices.of);
        if (notices) person(line, notices.of);
        if (accruals) person(line, accruals.of);
        break;
      }
      case 'crash':
        break;
      default:
        fail(line, `\`${action.verb}\` needs ${NEEDS[action.verb]}, which this backend does not have yet`);
    }
  }
}
