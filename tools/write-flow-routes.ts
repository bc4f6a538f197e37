/**
 * `npm run routes`: writes the route entries of every flow into shared-domain/src/routes/generated,
 * so a path is written once (in its flow) and the route table carries no flow texts.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { groupApplication, groupQuickCheck, groupStatement, projectApplication, projectQuickCheck, projectStatement, singlePersonApplication, singlePersonQuickCheck, singlePersonSettlement } from '../shared-domain/src/flows';
import { flowRouteSource } from '../shared-domain/src/routes/flow-route-source';

const out = path.join(__dirname, '../shared-domain/src/routes/generated');
writeFileSync(path.join(out, 'single-person.ts'), flowRouteSource('SINGLE_PERSON_FLOW_ROUTES', [singlePersonQuickCheck, singlePersonApplication, singlePersonSettlement]));
console.log('routes: written shared-domain/src/routes/generated/single-person.ts');
writeFileSync(path.join(out, 'project.ts'), flowRouteSource('PROJECT_FLOW_ROUTES', [projectQuickCheck, projectApplication, projectStatement]));
console.log('routes: written shared-domain/src/routes/generated/project.ts');
writeFileSync(path.join(out, 'group.ts'), flowRouteSource('GROUP_FLOW_ROUTES', [groupQuickCheck, groupApplication, groupStatement]));
console.log('routes: written shared-domain/src/routes/generated/group.ts');
