import { readFileSync } from 'node:fs';
import path from 'node:path';
import { groupApplication, groupQuickCheck, groupStatement, projectApplication, projectQuickCheck, projectStatement, singlePersonApplication, singlePersonQuickCheck, singlePersonSettlement } from '../flows';
import { flowRouteSource } from './flow-route-source';

describe('route files generated from the flows', () => {
  it('are up to date (run npm run routes after changing a flow path)', () => {
    const file = readFileSync(path.join(__dirname, 'generated/single-person.ts'), 'utf8');
    expect(file).toBe(flowRouteSource('SINGLE_PERSON_FLOW_ROUTES', [singlePersonQuickCheck, singlePersonApplication, singlePersonSettlement]));
  });

  it('are up to date for the project flows', () => {
    const file = readFileSync(path.join(__dirname, 'generated/project.ts'), 'utf8');
    expect(file).toBe(flowRouteSource('PROJECT_FLOW_ROUTES', [projectQuickCheck, projectApplication, projectStatement]));
  });

  it('are up to date for the group flows', () => {
    const file = readFileSync(path.join(__dirname, 'generated/group.ts'), 'utf8');
    expect(file).toBe(flowRouteSource('GROUP_FLOW_ROUTES', [groupQuickCheck, groupApplication, groupStatement]));
  });
});
