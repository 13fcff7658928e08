/** The headers every API call carries, as the portal sends them. */
export function commonHeaders(): Record<string, string> {
  return {
    transactionId: `T${Date.now()}0123456789`,
    requestDate: new Date().toISOString(),
    language: 'EN',
    source: 'WEB',
    systemCode: 'M00000',
  };
}
