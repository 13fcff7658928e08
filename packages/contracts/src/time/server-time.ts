/**
 * Every API answer carries the server's clock in this header (ISO 8601), so the portal's "today"
 * follows a simulated clock that a trainer has moved. HTTP header names are case-insensitive.
 */
export const SERVER_TIME_HEADER = 'X-Server-Time';
