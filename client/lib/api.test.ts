import { describe, expect, it } from 'vitest';
import { apiUrl } from './api';

describe('apiUrl', () => {
  it.each([
    ['/api/projects', {}, '/api/projects'],
    ['/api/projects', { active: true }, '/api/projects?active=true'],
    ['/api/expenses', { limit: 5, projectId: undefined, search: '' }, '/api/expenses?limit=5'],
    ['/api/expenses', { search: 'a&b c' }, '/api/expenses?search=a%26b+c'],
  ] as const)('%s %j → %s', (path, params, url) => {
    expect(apiUrl(path, params)).toBe(url);
  });
});
