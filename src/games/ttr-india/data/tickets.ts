/**
 * The 50 destination tickets and 6 Mail Charters (docs/rules/ttr-india.md §2.3).
 * Each value follows `ticketValue` / `charterValue` (./ticketValue.ts) of the shortest path between
 * the two cities on this map; a test recomputes every value.
 */
import type { Ticket } from './types.ts';

const RAW_TICKETS: Ticket[] = [
  { id: 't01', a: 'bombay', b: 'panaji', value: 4 },
  { id: 't02', a: 'darjeeling', b: 'guwahati', value: 4 },
  { id: 't03', a: 'raipur', b: 'hyderabad-india', value: 5 },
  { id: 't04', a: 'ahmadabad', b: 'pune', value: 5 },
  { id: 't05', a: 'jodhpur', b: 'surat', value: 6 },
  { id: 't06', a: 'jaipur', b: 'bhopal', value: 6 },
  { id: 't07', a: 'nagpur', b: 'vijayawada', value: 6 },
  { id: 't08', a: 'ranchi', b: 'visakhapatnam', value: 7 },
  { id: 't09', a: 'delhi', b: 'indore', value: 7 },
  { id: 't10', a: 'rajkot', b: 'aurangabad', value: 7 },
  { id: 't11', a: 'agra', b: 'patna', value: 8 },
  { id: 't12', a: 'dehradun', b: 'varanasi', value: 8 },
  { id: 't13', a: 'lucknow', b: 'indore', value: 8 },
  { id: 't14', a: 'jabalpur', b: 'vijayawada', value: 8 },
  { id: 't15', a: 'bangalore', b: 'port-blair', value: 9 },
  { id: 't16', a: 'bhubaneswar', b: 'hyderabad-india', value: 9 },
  { id: 't17', a: 'imphal', b: 'ranchi', value: 9 },
  { id: 't18', a: 'aurangabad', b: 'madras', value: 10 },
  { id: 't19', a: 'lucknow', b: 'ahmadabad', value: 10 },
  { id: 't20', a: 'calcutta', b: 'jabalpur', value: 10 },
  { id: 't21', a: 'bhubaneswar', b: 'bhopal', value: 10 },
  { id: 't22', a: 'bikaner', b: 'pune', value: 11 },
  { id: 't23', a: 'amritsar', b: 'rajkot', value: 11 },
  { id: 't24', a: 'chandigarh', b: 'patna', value: 11 },
  { id: 't25', a: 'varanasi', b: 'surat', value: 12 },
  { id: 't26', a: 'agra', b: 'darjeeling', value: 12 },
  { id: 't27', a: 'raipur', b: 'panaji', value: 12 },
  { id: 't28', a: 'trivandrum', b: 'port-blair', value: 12 },
  { id: 't29', a: 'guwahati', b: 'visakhapatnam', value: 13 },
  { id: 't30', a: 'delhi', b: 'calcutta', value: 13 },
  { id: 't31', a: 'dehradun', b: 'bombay', value: 13 },
  { id: 't32', a: 'nagpur', b: 'cochin', value: 14 },
  { id: 't33', a: 'jaipur', b: 'darjeeling', value: 14 },
  { id: 't34', a: 'jodhpur', b: 'raipur', value: 14 },
  { id: 't35', a: 'jodhpur', b: 'mangalore', value: 15 },
  { id: 't36', a: 'lucknow', b: 'bangalore', value: 15 },
  { id: 't37', a: 'ahmadabad', b: 'madras', value: 15 },
  { id: 't38', a: 'imphal', b: 'jabalpur', value: 16 },
  { id: 't39', a: 'srinagar', b: 'aurangabad', value: 16 },
  { id: 't40', a: 'amritsar', b: 'hyderabad-india', value: 17 },
  { id: 't41', a: 'ranchi', b: 'mangalore', value: 17 },
  { id: 't42', a: 'surat', b: 'port-blair', value: 18 },
  { id: 't43', a: 'delhi', b: 'bangalore', value: 18 },
  { id: 't44', a: 'bikaner', b: 'visakhapatnam', value: 19 },
  { id: 't45', a: 'agra', b: 'madurai', value: 19 },
  { id: 't46', a: 'imphal', b: 'indore', value: 20 },
  { id: 't47', a: 'jaipur', b: 'cochin', value: 20 },
  { id: 't48', a: 'guwahati', b: 'pune', value: 21 },
  { id: 't49', a: 'chandigarh', b: 'madras', value: 21 },
  { id: 't50', a: 'patna', b: 'trivandrum', value: 22 },
];

const RAW_MAIL_CHARTERS: Ticket[] = [
  { id: 'm1', a: 'bikaner', b: 'calcutta', value: 20 },
  { id: 'm2', a: 'dehradun', b: 'mangalore', value: 24 },
  { id: 'm3', a: 'chandigarh', b: 'madurai', value: 28 },
  { id: 'm4', a: 'amritsar', b: 'cochin', value: 30 },
  { id: 'm5', a: 'srinagar', b: 'madurai', value: 32 },
  { id: 'm6', a: 'srinagar', b: 'trivandrum', value: 35 },
];

/** The destination tickets, worth 4–22 points. */
export const TICKETS: readonly Ticket[] = Object.freeze(RAW_TICKETS.map((t) => Object.freeze({ ...t })));

/** The Mail Charters, worth 20–35 points; they never enter the ticket deck. */
export const MAIL_CHARTERS: readonly Ticket[] = Object.freeze(RAW_MAIL_CHARTERS.map((t) => Object.freeze({ ...t })));
