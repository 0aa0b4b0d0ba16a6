/** The lobby server's integration suite over the embedded SQLite store. */
import { defineServerSuite } from './suite.ts';

defineServerSuite('sqlite');
