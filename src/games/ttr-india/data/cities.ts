/** The 40 cities of Ticket to Ride – India at their real latitude and longitude (degrees). */
import type { City } from './types.ts';

/** Every city of the map. Ids follow the project rule: lowercase, spaces → hyphens. */
const RAW_CITIES: City[] = [
  { id: 'srinagar', name: 'Srinagar', lat: 34.08, lon: 74.8 },
  { id: 'amritsar', name: 'Amritsar', lat: 31.63, lon: 74.87 },
  { id: 'chandigarh', name: 'Chandigarh', lat: 30.73, lon: 76.78 },
  { id: 'dehradun', name: 'Dehradun', lat: 30.32, lon: 78.03 },
  { id: 'delhi', name: 'Delhi', lat: 28.61, lon: 77.21 },
  { id: 'bikaner', name: 'Bikaner', lat: 28.02, lon: 73.31 },
  { id: 'jodhpur', name: 'Jodhpur', lat: 26.24, lon: 73.02 },
  { id: 'jaipur', name: 'Jaipur', lat: 26.91, lon: 75.79 },
  { id: 'agra', name: 'Agra', lat: 27.18, lon: 78.01 },
  { id: 'lucknow', name: 'Lucknow', lat: 26.85, lon: 80.95 },
  { id: 'varanasi', name: 'Varanasi', lat: 25.32, lon: 82.97 },
  { id: 'patna', name: 'Patna', lat: 25.59, lon: 85.14 },
  { id: 'darjeeling', name: 'Darjeeling', lat: 27.04, lon: 88.26 },
  { id: 'guwahati', name: 'Guwahati', lat: 26.14, lon: 91.74 },
  { id: 'imphal', name: 'Imphal', lat: 24.82, lon: 93.94 },
  { id: 'calcutta', name: 'Calcutta', lat: 22.57, lon: 88.36 },
  { id: 'ranchi', name: 'Ranchi', lat: 23.34, lon: 85.31 },
  { id: 'bhubaneswar', name: 'Bhubaneswar', lat: 20.3, lon: 85.82 },
  { id: 'raipur', name: 'Raipur', lat: 21.25, lon: 81.63 },
  { id: 'nagpur', name: 'Nagpur', lat: 21.15, lon: 79.09 },
  { id: 'jabalpur', name: 'Jabalpur', lat: 23.18, lon: 79.99 },
  { id: 'bhopal', name: 'Bhopal', lat: 23.26, lon: 77.41 },
  { id: 'indore', name: 'Indore', lat: 22.72, lon: 75.86 },
  { id: 'ahmadabad', name: 'Ahmadabad', lat: 23.02, lon: 72.57 },
  { id: 'rajkot', name: 'Rajkot', lat: 22.3, lon: 70.8 },
  { id: 'surat', name: 'Surat', lat: 21.17, lon: 72.83 },
  { id: 'bombay', name: 'Bombay', lat: 19.08, lon: 72.88 },
  { id: 'pune', name: 'Pune', lat: 18.52, lon: 73.86 },
  { id: 'aurangabad', name: 'Aurangabad', lat: 19.88, lon: 75.34 },
  { id: 'hyderabad-india', name: 'Hyderabad', lat: 17.39, lon: 78.49 },
  { id: 'visakhapatnam', name: 'Visakhapatnam', lat: 17.69, lon: 83.22 },
  { id: 'vijayawada', name: 'Vijayawada', lat: 16.51, lon: 80.65 },
  { id: 'panaji', name: 'Panaji', lat: 15.49, lon: 73.83 },
  { id: 'bangalore', name: 'Bangalore', lat: 12.97, lon: 77.59 },
  { id: 'madras', name: 'Madras', lat: 13.08, lon: 80.27 },
  { id: 'mangalore', name: 'Mangalore', lat: 12.91, lon: 74.86 },
  { id: 'cochin', name: 'Cochin', lat: 9.93, lon: 76.27 },
  { id: 'madurai', name: 'Madurai', lat: 9.93, lon: 78.12 },
  { id: 'trivandrum', name: 'Trivandrum', lat: 8.52, lon: 76.94 },
  { id: 'port-blair', name: 'Port Blair', lat: 11.62, lon: 92.73 },
];

/** Frozen at load: static data never changes. */
export const CITIES: readonly City[] = Object.freeze(RAW_CITIES.map((c) => Object.freeze({ ...c })));
