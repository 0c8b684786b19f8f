import { describe, expect, it } from 'vitest';
import { parseChangePayload } from './data-changes';

describe('parseChangePayload', () => {
  it.each([
    ['{"t":"expenses","ids":[4,7],"p":[2]}', { table: 'expenses', ids: [4, 7], projectIds: [2] }],
    ['{"t":"suppliers","ids":[9]}', { table: 'suppliers', ids: [9], projectIds: null }],
    ['{"t":"expenses"}', { table: 'expenses', ids: null, projectIds: null }],
  ])('%s → %j', (payload, change) => {
    expect(parseChangePayload(payload)).toEqual(change);
  });

  it.each([
    'flush:123:4', // flushChanges markers
    'expenses', // the table-name payloads of migrations 0002/0004
    '{"t":', // cut off
    '{"ids":[1]}', // no table
    '{"t":"expenses","ids":["1"]}', // ids must be integers
  ])('ignores %s', (payload) => {
    expect(parseChangePayload(payload)).toBeNull();
  });
});
