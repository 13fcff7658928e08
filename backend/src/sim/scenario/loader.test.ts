import { parseScenario, ScenarioFileError } from './loader';
import { checkRunnable } from './validate';

const HEAD = `name: A test
description: For the loader
start: 2026-11-03T08:00:00+07:00
people:
  somchai:
    account: somchai@mflow.local
    vehicles:
      car: { plate: 1กข 1234, province: "10" }
steps:
`;

/** The message a file fails with, as the runner prints it. */
function failure(body: string, check = false, head = HEAD): string {
  try {
    const scenario = parseScenario('bad.yaml', head + body);
    if (check) checkRunnable(scenario);
  } catch (error) {
    if (error instanceof ScenarioFileError) return error.message;
    throw error;
  }
  return 'no error';
}

describe('parseScenario', () => {
  it('reads steps with instants, durations after the previous step, and their lines', () => {
    const scenario = parseScenario(
      'ok.yaml',
      `${HEAD}  - at: 2026-11-03T08:10:00+07:00
    pass: { vehicle: somchai.car, gantry: M9-TC1-G1 }
  - after: 1d2h
    expect:
      invoices: { of: somchai, count: 0 }
  - crash:
`,
    );
    expect(scenario.steps.map((step) => [step.line, step.at.toISOString(), step.action.verb])).toEqual([
      [10, '2026-11-03T01:10:00.000Z', 'pass'],
      [12, '2026-11-04T03:10:00.000Z', 'expect'],
      [15, '2026-11-04T03:10:00.000Z', 'crash'],
    ]);
  });

  it('names the line of a YAML syntax error', () => {
    expect(failure('  - after: 1d\n    crash:\n    crash:\n  - after: 1d\n')).toBe('bad.yaml:11: Map keys must be unique');
    expect(failure('  - after: 1d\n\tcrash:\n')).toMatch(/^bad\.yaml:11: /);
  });

  it('names the line of the value the schema refuses: an amount not written as on an invoice', () => {
    expect(failure('  - expect:\n      invoices:\n        of: somchai\n        latest: { total: 30 }\n')).toBe(
      'bad.yaml:13: steps.0.expect.invoices.latest.total: write amounts in baht in quotes, as on an invoice, such as "30.00"',
    );
  });

  it('names the line of a bad duration and of an unknown key', () => {
    expect(failure('  - after: 1w\n    crash:\n')).toMatch(/^bad\.yaml:10: steps\.0\.after: "1w" is not a duration/);
    expect(failure('  - after: 1d\n    pass: { vehicle: somchai.car, gantry: M9-TC1-G1, speed: 120 }\n')).toMatch(
      /^bad\.yaml:11: steps\.0\.pass: Unrecognized key/,
    );
  });

  it('refuses a step with two verbs or none, and steps that go back in time', () => {
    expect(failure('  - after: 1d\n    crash:\n    expect: { invoices: { of: somchai, count: 0 } }\n')).toMatch(
      /^bad\.yaml:10: steps\.0: a step has exactly one verb/,
    );
    expect(failure('  - at: 2026-11-05T00:00:00+07:00\n    crash:\n  - at: 2026-11-04T00:00:00+07:00\n    crash:\n')).toMatch(
      /^bad\.yaml:12: steps go forward in time/,
    );
  });

  it('never throws anything but a ScenarioFileError for text that is not a scenario', () => {
    for (const text of ['', '[]', '- a\n- b', 'name: x\n\tdescription: tab', '{{{']) {
      expect(() => parseScenario('odd.yaml', text)).toThrow(ScenarioFileError);
    }
  });
});

describe('the payment verbs', () => {
  it('reads pay, setPaymentMethod and settle with their defaults', () => {
    const scenario = parseScenario(
      'ok.yaml',
      `${HEAD}  - at: 2026-11-15T07:30:00+07:00
    setPaymentMethod: { by: somchai, kind: CARD, debitMode: DAILY }
  - after: 1d
    pay: { by: somchai, channel: QR }
  - after: 1h
    pay: { invoice: { plate: งง 1010, province: 10 }, channel: CARD, outcome: decline }
  - after: 1h
    settle: { of: somchai }
`,
    );
    expect(scenario.steps.map((step) => [step.line, step.action.verb, step.action.spec])).toEqual([
      [10, 'setPaymentMethod', { by: 'somchai', kind: 'CARD', debitMode: 'DAILY', primary: true }],
      [12, 'pay', { by: 'somchai', invoice: 'latest', channel: 'QR', outcome: 'approve' }],
      [14, 'pay', { invoice: { plate: 'งง 1010', province: '10' }, channel: 'CARD', outcome: 'decline' }],
      [16, 'settle', { of: 'somchai', outcome: 'approve' }],
    ]);
  });

  it('names the line of a payment the schema refuses', () => {
    expect(failure('  - after: 1d\n    pay: { channel: SAVED, invoice: { plate: งง 1010, province: "10" } }\n')).toBe(
      'bad.yaml:11: steps.0.pay: a visitor (a payment without `by`) pays by CARD or QR; SAVED needs a member',
    );
    expect(failure('  - after: 1d\n    pay: { channel: QR }\n')).toBe(
      'bad.yaml:11: steps.0.pay: a visitor names the invoice: a plate ({ plate, province }) or a name given earlier',
    );
    expect(failure('  - after: 1d\n    pay: { by: somchai, channel: CASH }\n')).toMatch(
      /^bad\.yaml:11: steps\.0\.pay\.channel: Invalid option/,
    );
    expect(failure('  - after: 1d\n    pay:\n      by: somchai\n      channel: QR\n      outcome: maybe\n')).toMatch(
      /^bad\.yaml:14: steps\.0\.pay\.outcome: Invalid option/,
    );
  });

  it('names the line of a payment method the schema refuses', () => {
    expect(failure('  - after: 1d\n    setPaymentMethod: { by: somchai, kind: QR, debitMode: DAILY }\n')).toBe(
      'bad.yaml:11: steps.0.setPaymentMethod: a QR method is paid by scanning and has no debit mode',
    );
    expect(failure('  - after: 1d\n    setPaymentMethod: { by: somchai, kind: BANK_DEBIT, card: declines }\n')).toBe(
      'bad.yaml:11: steps.0.setPaymentMethod: `card` is for kind CARD',
    );
    expect(failure('  - after: 1d\n    setPaymentMethod:\n      by: somchai\n      kind: MPASS\n      tag: "12345"\n')).toBe(
      'bad.yaml:14: steps.0.setPaymentMethod.tag: a tag number has 10 or 19 digits',
    );
    expect(failure('  - after: 1d\n    setPaymentMethod: { by: somchai, kind: CARD, refused: PAY_24 }\n')).toMatch(
      /^bad\.yaml:11: steps\.0\.setPaymentMethod\.refused: write an error code of the catalogue/,
    );
  });

  it('names the line of a payment expectation the schema refuses', () => {
    expect(failure('  - expect:\n      payments:\n        of: somchai\n        latest: { amount: "30" }\n')).toBe(
      'bad.yaml:13: steps.0.expect.payments.latest.amount: write amounts in baht with two decimals, as on an invoice, such as "30.00"',
    );
    expect(failure('  - expect:\n      autoDebits:\n        of: somchai\n        latest: { posting: 16 Nov }\n')).toBe(
      'bad.yaml:13: steps.0.expect.autoDebits.latest.posting: write dates as YYYY-MM-DD',
    );
  });
});

describe('vehicles added later and addVehicle', () => {
  const MEMBER = `name: A test
description: For the loader
start: 2026-11-15T07:00:00+07:00
people:
  pim:
    member: { firstName: Pim, lastName: Rakdee }
    vehicles:
      car: { plate: 4กง 4444, province: "10" }
      pickup: { plate: 7กง 7070, province: "10", class: 2, added: later }
steps:
`;
  const memberFailure = (body: string, check = false) => failure(body, check, MEMBER);

  it('reads a vehicle added later and the step that adds it, refused or not', () => {
    const scenario = parseScenario(
      'ok.yaml',
      `${MEMBER}  - at: 2026-11-15T08:00:00+07:00
    addVehicle: { by: pim, vehicle: pim.pickup, refused: ERR_PAY_0023 }
  - after: 1h
    addVehicle: { by: pim, vehicle: pim.pickup }
`,
    );
    expect(scenario.people.pim?.vehicles).toEqual({
      car: { plate: '4กง 4444', province: '10' },
      pickup: { plate: '7กง 7070', province: '10', class: 2, added: 'later' },
    });
    expect(scenario.steps.map((step) => [step.line, step.action.verb, step.action.spec])).toEqual([
      [11, 'addVehicle', { by: 'pim', vehicle: 'pim.pickup', refused: 'ERR_PAY_0023' }],
      [13, 'addVehicle', { by: 'pim', vehicle: 'pim.pickup' }],
    ]);
    expect(() => checkRunnable(scenario)).not.toThrow();
  });

  it('names the line of a malformed addVehicle step', () => {
    expect(memberFailure('  - after: 1h\n    addVehicle:\n      by: pim\n      vehicle: pickup\n')).toBe(
      'bad.yaml:14: steps.0.addVehicle.vehicle: name a vehicle as person.vehicle',
    );
    expect(memberFailure('  - after: 1h\n    addVehicle: { by: pim, vehicle: pim.pickup, refused: PAY_23 }\n')).toMatch(
      /^bad\.yaml:12: steps\.0\.addVehicle\.refused: write an error code of the catalogue/,
    );
    expect(memberFailure('  - after: 1h\n    addVehicle: { by: pim, vehicle: pim.pickup, approve: false }\n')).toMatch(
      /^bad\.yaml:12: steps\.0\.addVehicle: Unrecognized key/,
    );
    expect(memberFailure('  - after: 1h\n    addVehicle: { vehicle: pim.pickup }\n')).toMatch(/^bad\.yaml:12: steps\.0\.addVehicle\.by: /);
  });

  it('names the line of a vehicle added later that cannot be: another word than later, a demo account, a plate the registry holds', () => {
    expect(failure('  - after: 1d\n    crash:\n', false, MEMBER.replace('added: later', 'added: soon'))).toBe(
      'bad.yaml:9: people.pim.vehicles.pickup.added: write `added: later` for a vehicle an addVehicle step registers, or leave it out',
    );
    expect(failure('  - after: 1d\n    crash:\n', false, HEAD.replace('province: "10" }', 'province: "10", added: later }'))).toBe(
      "bad.yaml:8: people.somchai.vehicles.car.added: a demo account's vehicles are the ones it has; `added: later` is for a new member (member:)",
    );
    expect(
      failure(
        '  - after: 1d\n    crash:\n',
        false,
        MEMBER.replace('7กง 7070', '5กก 8888').replace('province: "10", class: 2', 'province: "30", class: 2'),
      ),
    ).toBe(
      "bad.yaml:9: people.pim.vehicles.pickup.added: 5กก 8888 (30) is a vehicle of the seeded land-transport registry, someone else's: give a vehicle added later a plate of its own",
    );
    const twice = MEMBER.replace(
      'steps:\n',
      '  nid:\n    member: { firstName: Nid, lastName: Sukjai }\n    vehicles:\n      van: { plate: 7กง 7070, province: "10", added: later }\nsteps:\n',
    );
    expect(failure('  - after: 1d\n    crash:\n', false, twice)).toBe(
      'bad.yaml:13: people.nid.vehicles.van.added: pim.pickup is added later with the same plate: the registry holds a plate once',
    );
  });

  it('refuses to add a vehicle that is registered from the start, or that no person has', () => {
    expect(memberFailure('  - after: 1h\n    addVehicle: { by: pim, vehicle: pim.car }\n', true)).toBe(
      'bad.yaml:11: pim.car is registered from the start; declare it with `added: later` for addVehicle to add it',
    );
    expect(memberFailure('  - after: 1h\n    addVehicle: { by: pim, vehicle: pim.boat }\n', true)).toBe(
      'bad.yaml:11: pim has no vehicle named boat',
    );
    expect(memberFailure('  - after: 1h\n    addVehicle: { by: malee, vehicle: pim.pickup }\n', true)).toBe(
      'bad.yaml:11: no person named malee under people',
    );
  });

  it('takes a passage of a vehicle added later by its name', () => {
    expect(memberFailure('  - after: 1h\n    pass: { vehicle: pim.pickup, gantry: M9-TC1-G1 }\n', true)).toBe('no error');
  });
});

describe('the dispute verbs', () => {
  it('reads dispute, decide and taxInvoice with their defaults, and an officer of the staff', () => {
    const scenario = parseScenario(
      'ok.yaml',
      `${HEAD}  - after: 1d
    pass: { vehicle: somchai.car, gantry: M9-TC1-G1, name: morning }
  - after: 1d
    dispute: { by: somchai, reason: PLATE_MISREAD, name: misread }
  - after: 1d
    dispute: { by: somchai, passages: [morning], reason: CHARGED_TWICE, refund: { account: "1234567890" }, refused: ERR_CASE_0102 }
  - after: 1d
    decide: { case: misread, outcome: accept, reason: PLATE_MISREAD_CONFIRMED, by: anong }
  - after: 1d
    taxInvoice: { by: somchai }
staff:
  anong:
`,
    );
    expect(scenario.staff).toEqual({ anong: { role: 'CASE_OFFICER' } });
    expect(scenario.steps.map((step) => step.action)).toEqual([
      { verb: 'pass', spec: { vehicle: 'somchai.car', gantry: 'M9-TC1-G1', lane: 1, name: 'morning' } },
      { verb: 'dispute', spec: { by: 'somchai', passages: 'all', reason: 'PLATE_MISREAD', name: 'misread' } },
      {
        verb: 'dispute',
        spec: {
          by: 'somchai',
          passages: ['morning'],
          reason: 'CHARGED_TWICE',
          refund: { account: '1234567890' },
          refused: 'ERR_CASE_0102',
        },
      },
      { verb: 'decide', spec: { case: 'misread', outcome: 'accept', reason: 'PLATE_MISREAD_CONFIRMED', by: 'anong' } },
      { verb: 'taxInvoice', spec: { by: 'somchai' } },
    ]);
    expect(() => checkRunnable(scenario)).not.toThrow();
  });

  it('names the line of a dispute or decision the schema refuses', () => {
    expect(failure('  - after: 1d\n    dispute: { by: somchai, reason: OTHER }\n')).toBe(
      'bad.yaml:11: steps.0.dispute: a dispute for OTHER says why in `text`',
    );
    expect(failure('  - after: 1d\n    dispute: { by: somchai, reason: LOST }\n')).toMatch(/^bad\.yaml:11: steps\.0\.dispute\.reason: /);
    expect(failure('  - after: 1d\n    dispute: { by: somchai, reason: PLATE_MISREAD, refund: { account: "12" } }\n')).toBe(
      'bad.yaml:11: steps.0.dispute.refund.account: a bank account number has 10 to 15 digits',
    );
    expect(failure('  - after: 1d\n    decide: { case: misread, outcome: maybe, reason: OTHER }\n')).toMatch(
      /^bad\.yaml:11: steps\.0\.decide\.outcome: /,
    );
    expect(failure('  - after: 1d\n    expect: { case: { name: misread, refund: 30 } }\n')).toMatch(
      /^bad\.yaml:11: steps\.0\.expect\.case\.refund: write amounts in baht/,
    );
  });

  it('refuses a passage, case or officer no earlier step or section named', () => {
    expect(failure('  - after: 1d\n    dispute: { by: somchai, passages: [morning], reason: PLATE_MISREAD }\n', true)).toMatch(
      /^bad\.yaml:10: no passage is named morning before this step/,
    );
    expect(failure('  - after: 1d\n    decide: { case: misread, outcome: reject, reason: NO_EVIDENCE }\n', true)).toMatch(
      /^bad\.yaml:10: no case is named misread before this step/,
    );
    expect(failure('  - after: 1d\n    expect: { case: { name: misread, status: ACCEPTED } }\n', true)).toMatch(
      /^bad\.yaml:10: no case is named misread before this step/,
    );
    const filed = '  - after: 1d\n    dispute: { by: somchai, reason: PLATE_MISREAD, name: misread }\n';
    expect(failure(`${filed}  - after: 1d\n    decide: { case: misread, outcome: accept, reason: OTHER, by: anong }\n`, true)).toBe(
      'bad.yaml:12: no staff member named anong under staff',
    );
    expect(failure(`${filed}  - after: 1d\n    decide: { case: misread, outcome: accept, reason: OTHER }\n`, true)).toBe('no error');
    expect(failure(`${filed}staff:\n  somchai:\n`)).toBe(
      'bad.yaml:13: staff.somchai: somchai is both a person and a staff member: give each a name of its own',
    );
  });
});

describe('the appeal verbs', () => {
  const filed = '  - after: 1d\n    appeal: { by: somchai, reason: VEHICLE_SOLD, name: sold }\n';

  it('reads appeal, book, attend and decideAppeal with their defaults', () => {
    const scenario = parseScenario(
      'ok.yaml',
      `${HEAD}${filed}  - after: 1h
    book: { appeal: sold, centre: M7-LKB, slot: 2026-12-10T09:00:00+07:00 }
  - at: 2026-12-10T09:05:00+07:00
    attend: { appeal: sold }
  - after: 10m
    decideAppeal: { appeal: sold, outcome: uphold, reason: VEHICLE_NOT_OWNED, cancelToll: false }
`,
    );
    checkRunnable(scenario);
    expect(scenario.steps.map((step) => step.action)).toEqual([
      { verb: 'appeal', spec: { by: 'somchai', notice: 'latest', reason: 'VEHICLE_SOLD', name: 'sold' } },
      { verb: 'book', spec: { appeal: 'sold', centre: 'M7-LKB', slot: '2026-12-10T09:00:00+07:00' } },
      { verb: 'attend', spec: { appeal: 'sold' } },
      { verb: 'decideAppeal', spec: { appeal: 'sold', outcome: 'uphold', reason: 'VEHICLE_NOT_OWNED', cancelToll: false } },
    ]);
  });

  it('names the line of an appeal step the schema refuses', () => {
    expect(failure('  - after: 1d\n    appeal: { by: somchai, reason: OTHER }\n')).toBe(
      'bad.yaml:11: steps.0.appeal: an appeal for OTHER says why in `text`',
    );
    expect(failure(`${filed}  - after: 1d\n    book: { appeal: sold, centre: M7-LKB, slot: 10 Dec 09:00 }\n`)).toMatch(
      /^bad\.yaml:13: steps\.1\.book\.slot: write the slot as an instant with its offset/,
    );
    expect(
      failure(`${filed}  - after: 1d\n    decideAppeal: { appeal: sold, outcome: reject, reason: NO_EVIDENCE, cancelToll: true }\n`),
    ).toBe('bad.yaml:13: steps.1.decideAppeal: `cancelToll` is for an upheld appeal');
  });

  it('refuses an appeal named before it was filed, and a notice of an invoice never named', () => {
    expect(failure('  - after: 1d\n    attend: { appeal: sold }\n', true)).toBe(
      'bad.yaml:10: no appeal is named sold before this step (name one with appeal: { ..., name })',
    );
    expect(failure('  - after: 1d\n    appeal: { by: somchai, notice: first, reason: VEHICLE_SOLD }\n', true)).toMatch(
      /^bad\.yaml:10: no invoice is named first before this step/,
    );
  });
});

describe('checkRunnable', () => {
  it('refuses names that point at no person or vehicle', () => {
    expect(failure('  - after: 1d\n    pass: { vehicle: somchai.boat, gantry: M9-TC1-G1 }\n', true)).toBe(
      'bad.yaml:10: somchai has no vehicle named boat',
    );
    expect(failure('  - after: 1d\n    expect: { notices: { of: malee } }\n', true)).toBe(
      'bad.yaml:10: no person named malee under people',
    );
    expect(failure('  - after: 1d\n    pay: { by: malee, channel: QR }\n', true)).toBe('bad.yaml:10: no person named malee under people');
    expect(failure('  - after: 1d\n    expect: { payments: { of: malee } }\n', true)).toBe(
      'bad.yaml:10: no person named malee under people',
    );
  });

  it('refuses a payment of an invoice no earlier step named, and takes one named before', () => {
    expect(failure('  - after: 1d\n    pay: { by: somchai, invoice: first, channel: QR }\n', true)).toMatch(
      /^bad\.yaml:10: no invoice is named first before this step/,
    );
    const named =
      '  - after: 1d\n    expect: { invoices: { of: somchai, name: first } }\n  - after: 1d\n    pay: { by: somchai, invoice: first, channel: QR }\n';
    expect(failure(named, true)).toBe('no error');
  });

  it('refuses a second crash step', () => {
    expect(failure('  - after: 1d\n    crash:\n  - after: 1d\n    crash:\n', true)).toBe(
      'bad.yaml:12: a file has one crash step; the first is on line 10',
    );
  });
});

describe('the prepaid verbs', () => {
  it('reads openPrepaid, topUp, setReplenishment and a payment from the balance with their defaults', () => {
    const scenario = parseScenario(
      'ok.yaml',
      `${HEAD}  - at: 2026-11-15T07:30:00+07:00
    openPrepaid: { by: somchai }
  - after: 5m
    topUp: { by: somchai, amount: "100.00", channel: QR }
  - after: 5m
    setReplenishment: { by: somchai, threshold: "100.00", amount: "200.00" }
  - after: 1d
    pay: { by: somchai, channel: PREPAID, outcome: decline }
`,
    );
    expect(scenario.steps.map((step) => [step.line, step.action.verb, step.action.spec])).toEqual([
      [10, 'openPrepaid', { by: 'somchai', debitMode: 'AUTOMATIC', primary: true }],
      [12, 'topUp', { by: 'somchai', amount: '100.00', channel: 'QR', outcome: 'approve' }],
      [14, 'setReplenishment', { by: 'somchai', threshold: '100.00', amount: '200.00', from: 'CARD' }],
      [16, 'pay', { by: 'somchai', invoice: 'latest', channel: 'PREPAID', outcome: 'decline' }],
    ]);
  });

  it('names the line of a prepaid step the schema refuses', () => {
    expect(failure('  - after: 1d\n    topUp: { by: somchai, amount: "100", channel: QR }\n')).toBe(
      'bad.yaml:11: steps.0.topUp.amount: write amounts in baht with two decimals, as on an invoice, such as "30.00"',
    );
    expect(failure('  - after: 1d\n    topUp: { by: somchai, amount: "100.00", channel: SAVED }\n')).toMatch(
      /^bad\.yaml:11: steps\.0\.topUp\.channel: Invalid option/,
    );
    expect(failure('  - after: 1d\n    setReplenishment: { by: somchai, threshold: "100.00", amount: "200.00", from: QR }\n')).toMatch(
      /^bad\.yaml:11: steps\.0\.setReplenishment\.from: Invalid option/,
    );
    expect(failure('  - after: 1d\n    openPrepaid: { by: somchai, debitMode: WEEKLY }\n')).toMatch(
      /^bad\.yaml:11: steps\.0\.openPrepaid\.debitMode: Invalid option/,
    );
    expect(failure('  - after: 1d\n    pay: { invoice: { plate: งง 1010, province: "10" }, channel: PREPAID }\n')).toBe(
      'bad.yaml:11: steps.0.pay: a visitor (a payment without `by`) has no prepaid balance; PREPAID needs a member',
    );
  });

  it('names the line of a prepaid expectation the schema refuses', () => {
    expect(failure('  - expect:\n      prepaid:\n        of: somchai\n        balance: 70\n')).toBe(
      'bad.yaml:13: steps.0.expect.prepaid.balance: write amounts in baht in quotes, as on an invoice, such as "30.00"',
    );
    expect(failure('  - expect:\n      prepaid:\n        of: somchai\n        movements: { latest: { amount: "+30.00" } }\n')).toBe(
      'bad.yaml:13: steps.0.expect.prepaid.movements.latest.amount: write a movement\'s amount in baht with two decimals, money out with a minus, such as "-30.00"',
    );
    expect(failure('  - expect:\n      prepaid:\n        of: somchai\n        movements: { kinds: { TOLL: 1 } }\n')).toMatch(
      /^bad\.yaml:13: steps\.0\.expect\.prepaid\.movements\.kinds/,
    );
  });

  it('refuses a prepaid step or expectation of no person', () => {
    expect(failure('  - after: 1d\n    openPrepaid: { by: malee }\n', true)).toBe('bad.yaml:10: no person named malee under people');
    expect(failure('  - after: 1d\n    topUp: { by: malee, amount: "100.00", channel: CARD }\n', true)).toBe(
      'bad.yaml:10: no person named malee under people',
    );
    expect(failure('  - after: 1d\n    expect: { prepaid: { of: malee, balance: "0.00" } }\n', true)).toBe(
      'bad.yaml:10: no person named malee under people',
    );
  });
});
