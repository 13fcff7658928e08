import { parseScenario } from '../scenario/loader';
import { selfUrlOf, unavailableReason } from './live-scenario';

const scenario = (body: string) =>
  parseScenario(
    'test.yaml',
    `name: test
description: test
start: 2026-11-03T08:00:00+07:00
${body}`,
  );

describe('a scenario on the live world', () => {
  it('runs one that uses the demo accounts', () => {
    const file = scenario(`people:
  somchai:
    account: somchai@mflow.local
    vehicles:
      car: { plate: 1กข 1234, province: "10" }
steps:
  - after: 10m
    pass: { vehicle: somchai.car, gantry: M9-TC1-G1 }`);
    expect(unavailableReason(file)).toBeUndefined();
  });

  it('refuses one that files or decides a dispute', () => {
    const disputed = scenario(`people:
  somchai:
    account: somchai@mflow.local
    vehicles:
      car: { plate: 1กข 1234, province: "10" }
steps:
  - after: 10m
    pass: { vehicle: somchai.car, gantry: M9-TC1-G1, name: evening }
  - after: 16d
    dispute: { by: somchai, passages: [evening], reason: PLATE_MISREAD, name: misread }`);
    expect(unavailableReason(disputed)).toMatch(/npm run scenario/);
  });

  it('refuses one that kills the backend, and one that writes new members into the database', () => {
    expect(
      unavailableReason(
        scenario(`steps:
  - crash:
  - after: 1d
    expect: { messages: { to: someone@example.com, count: 0 } }`),
      ),
    ).toMatch(/crash/);
    expect(
      unavailableReason(
        scenario(`people:
  anan:
    member: { firstName: Anan, lastName: Test }
    vehicles:
      car: { plate: 9กข 9999, province: "10" }
steps:
  - after: 10m
    pass: { vehicle: anan.car, gantry: M9-TC1-G1 }`),
      ),
    ).toMatch(/new members/);
  });
});

describe('the address the backend calls itself at', () => {
  it('is the address and port the request came in on, IPv4 as IPv4, IPv6 in brackets', () => {
    expect(selfUrlOf({ localAddress: '127.0.0.1', localPort: 8080 })).toBe('http://127.0.0.1:8080');
    expect(selfUrlOf({ localAddress: '::ffff:127.0.0.1', localPort: 41234 })).toBe('http://127.0.0.1:41234');
    expect(selfUrlOf({ localAddress: '::1', localPort: 8080 })).toBe('http://[::1]:8080');
  });
});
