import { foldSweeps, type TDueRun } from './job-catch-up';

const sweep = (name: string, at: string, started = false) => ({ name, at, catchUp: 'latest' as const, started });
const each = (name: string, at: string) => ({ name, at, catchUp: 'each' as const, started: false });
const fold = (due: (TDueRun & { at: string })[]) => foldSweeps(due).map((run) => `${run.name}@${run.at}`);

describe('catching up on due runs', () => {
  it('runs every instant of an each job, in order', () => {
    expect(fold([each('ladder', '1'), each('ladder', '2'), each('ladder', '3')])).toEqual(['ladder@1', 'ladder@2', 'ladder@3']);
  });

  it("runs only the last of a sweep's instants due in a row", () => {
    expect(fold([sweep('settle', '1'), sweep('settle', '2'), sweep('settle', '3')])).toEqual(['settle@3']);
  });

  it('runs a sweep before each run of an each job, as it would have run live, and its last instant after the last', () => {
    const due = [
      sweep('settle', '1'),
      sweep('settle', '2'),
      each('ladder', '2'),
      sweep('settle', '3'),
      sweep('settle', '4'),
      each('ladder', '4'),
      sweep('settle', '5'),
    ];
    expect(fold(due)).toEqual(['settle@2', 'ladder@2', 'settle@4', 'ladder@4', 'settle@5']);
  });

  it('keeps two sweeps in the time order of their last instants, whichever was due first', () => {
    const due = [sweep('settle', '1'), sweep('reconcile', '2'), sweep('settle', '3'), sweep('reconcile', '4'), each('ladder', '5')];
    expect(fold(due)).toEqual(['settle@3', 'reconcile@4', 'ladder@5']);
    expect(fold([sweep('settle', '1'), sweep('reconcile', '2'), sweep('settle', '3'), each('ladder', '4')])).toEqual([
      'reconcile@2',
      'settle@3',
      'ladder@4',
    ]);
  });

  it('runs a sweep instant started before (left RUNNING or FAILED) as it is, after the sweeps due before it', () => {
    const due = [sweep('reconcile', '1'), sweep('settle', '1', true), sweep('settle', '2'), sweep('settle', '3')];
    expect(fold(due)).toEqual(['reconcile@1', 'settle@1', 'settle@3']);
  });

  it('runs nothing when nothing is due', () => {
    expect(fold([])).toEqual([]);
  });
});
