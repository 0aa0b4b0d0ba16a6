/**
 * The 52 cities of India Rails (the game's reference chart), with the class set by
 * docs/rules/india-rails.md §2.3 (major and medium cities; the rest small) and real coordinates (WGS84,
 * city centres). The map generator snaps each one to its nearest free milepost.
 */
import type { City, CityClass, Country } from '../map/types.ts';

/** A city as authored: everything but its mileposts, which the generator assigns. */
export type CitySource = Omit<City, 'milepost' | 'mileposts'>;

/** The chart's regions outside India are countries; every other region lies in India. */
const COUNTRY_REGIONS: readonly Country[] = ['Pakistan', 'Bangladesh', 'Nepal', 'Sri Lanka'];

const c = (name: string, cls: CityClass, region: string, goods: string[], lat: number, lon: number): CitySource => ({
  id: name.toLowerCase().replace(/ /g, '-'),
  name,
  class: cls,
  region,
  country: COUNTRY_REGIONS.find((k) => k === region) ?? 'India',
  goods,
  lat,
  lon,
});

/** The reference chart's cities, in chart order. */
export const CITY_SOURCES: readonly CitySource[] = Object.freeze([
  c('Agra', 'small', 'Upper Ganges', ['Textiles'], 27.18, 78.02),
  c('Ahmadabad', 'medium', 'West', ['Cotton'], 23.03, 72.58),
  c('Allahabad', 'small', 'Upper Ganges', ['Linseed Oil'], 25.44, 81.85),
  c('Anuradhapura', 'small', 'Sri Lanka', ['Rubber', 'Salt'], 8.31, 80.4),
  c('Asansol', 'small', 'Lower Ganges', ['Copper'], 23.68, 86.98),
  c('Bangalore', 'medium', 'South', ['Steel'], 12.97, 77.59),
  c('Bareilly', 'small', 'Upper Ganges', ['Millet'], 28.37, 79.43),
  c('Bellary', 'small', 'South', ['Mica'], 15.14, 76.92),
  c('Bhopal', 'small', 'Central', ['Machinery'], 23.26, 77.41),
  c('Bhubaneshwar', 'small', 'Central', ['Bauxite'], 20.3, 85.82),
  c('Bombay', 'major', 'South Central', [], 18.94, 72.84),
  c('Calcutta', 'major', 'Lower Ganges', [], 22.57, 88.36),
  c('Chittagong', 'medium', 'Bangladesh', ['Jute', 'Rice'], 22.34, 91.83),
  c('Cochin', 'small', 'South', ['Coffee', 'Imports'], 9.93, 76.26),
  c('Colombo', 'medium', 'Sri Lanka', ['Indigo', 'Tea'], 6.93, 79.85),
  c('Darjeeling', 'small', 'East', ['Tea'], 27.04, 88.26),
  c('Delhi', 'major', 'Upper Ganges', [], 28.61, 77.21),
  c('Dhaka', 'medium', 'Bangladesh', ['Rice'], 23.81, 90.41),
  c('Dibrugarh', 'small', 'East', ['Oil'], 27.47, 94.91),
  c('English Bazar', 'small', 'Lower Ganges', ['Textiles'], 25.0, 88.14),
  c('Gorakhpur', 'small', 'Upper Ganges', ['Millet'], 26.76, 83.37),
  c('Guwahati', 'small', 'East', ['Coal'], 26.14, 91.74),
  c('Hyderabad India', 'medium', 'South Central', ['Textiles'], 17.39, 78.49),
  c('Hyderabad Pakistan', 'small', 'Pakistan', ['Rice', 'Sugar'], 25.4, 68.37),
  c('Jabalpur', 'small', 'Central', [], 23.18, 79.99),
  c('Jaipur', 'medium', 'Upper Ganges', [], 26.91, 75.79),
  c('Jamnagar', 'small', 'West', ['Salt'], 22.47, 70.06),
  c('Jamshedpur', 'small', 'Lower Ganges', ['Steel'], 22.8, 86.2),
  c('Jodhpur', 'small', 'West', ['Mica'], 26.24, 73.02),
  c('Kanpur', 'medium', 'Upper Ganges', ['Corn'], 26.45, 80.33),
  c('Karachi', 'major', 'Pakistan', [], 24.86, 67.01),
  c('Kathmandu', 'small', 'Nepal', ['Goats'], 27.72, 85.32),
  c('Khulna', 'small', 'Bangladesh', ['Imports'], 22.85, 89.54),
  c('Lahore', 'medium', 'Pakistan', ['Cotton', 'Goats'], 31.55, 74.34),
  c('Lucknow', 'medium', 'Upper Ganges', ['Corn'], 26.85, 80.95),
  c('Ludhiana', 'small', 'North', ['Millet'], 30.9, 75.86),
  c('Madras', 'major', 'South', [], 13.08, 80.27),
  c('Mangalore', 'small', 'South', ['Fish'], 12.91, 74.86),
  c('Multan', 'small', 'Pakistan', ['Rugs'], 30.16, 71.52),
  c('Nagpur', 'medium', 'Central', ['Bauxite'], 21.15, 79.09),
  c('Patna', 'medium', 'Lower Ganges', ['Machinery', 'Steel'], 25.59, 85.14),
  c('Pune', 'medium', 'South Central', ['Peanuts'], 18.52, 73.86),
  c('Quetta', 'small', 'Pakistan', ['Dates', 'Gypsum'], 30.18, 66.99),
  c('Raipur', 'small', 'Central', ['Coal'], 21.25, 81.63),
  c('Rawalpindi', 'medium', 'Pakistan', ['Oil'], 33.6, 73.05),
  c('Solapur', 'small', 'South Central', ['Sugar'], 17.66, 75.91),
  c('Srinagar', 'small', 'North', ['Gypsum'], 34.08, 74.8),
  c('Tiruchchirappalli', 'small', 'South', ['Coal'], 10.8, 78.69),
  c('Trivandrum', 'small', 'South', ['Fish', 'Peanuts'], 8.52, 76.94),
  c('Varanasi', 'small', 'Upper Ganges', ['Millet'], 25.32, 82.99),
  c('Vijayawada', 'small', 'South Central', ['Coal'], 16.51, 80.65),
  c('Visakhapatnam', 'small', 'South Central', ['Wood'], 17.69, 83.22),
]);
