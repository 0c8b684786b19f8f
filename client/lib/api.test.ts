import { describe, expect, it } from 'vitest';
import { urlFromKey } from './api';

describe('urlFromKey', () => {
  it.each([
    [['/api/projects'], '/api/projects'],
    [['/api/projects', 5], '/api/projects/5'],
    [['/api/projects', { active: true }], '/api/projects?active=true'],
    [['/api/expenses', { limit: 5, projectId: undefined }], '/api/expenses?limit=5'],
    [['/api/projects', 7, 'cost-summary'], '/api/projects/7/cost-summary'],
  ])('%j → %s', (key, url) => {
    expect(urlFromKey(key)).toBe(url);
  });
});
