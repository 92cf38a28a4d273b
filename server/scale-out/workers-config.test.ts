import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';

describe('WORKERS in the configuration', () => {
  it('defaults to one process and reads a number of workers', () => {
    expect(readConfig({}).workers).toBe(1);
    expect(readConfig({ WORKERS: '4', DATABASE_URL: 'sqlite:./data/portal.db' }).workers).toBe(4);
  });

  it('refuses a bad count, and several processes over a database only one of them would see', () => {
    expect(() => readConfig({ WORKERS: '0' })).toThrow('WORKERS must be a whole number between 1 and 64 (got "0")');
    expect(() => readConfig({ WORKERS: 'two' })).toThrow('WORKERS must be a whole number');
    expect(() => readConfig({ WORKERS: '2', DATABASE_URL: 'sqlite::memory:' })).toThrow(
      'WORKERS above 1 needs a database the processes share',
    );
    expect(readConfig({ WORKERS: '2', DATABASE_URL: 'postgres://portal@db/portal' }).workers).toBe(2);
  });
});
