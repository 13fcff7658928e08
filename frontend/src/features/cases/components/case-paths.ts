export function caseDetailPath(caseNo: string): string {
  return `/casedetail?caseNo=${encodeURIComponent(caseNo)}`;
}
