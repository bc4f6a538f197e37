import { routeByName } from '../routes';
import { singlePersonApplication, singlePersonStatement } from './__fixtures__/single-person';
import { groupStatement, projectApplication } from './__fixtures__/group-project';
import { singlePersonQuickCheck } from './__fixtures__/quick-checks';
import { flowRoutes, questionByRouteName, questionPath } from './routes';

describe('flow routes', () => {
  test('question routes agree with the product route table', () => {
    for (const flow of [singlePersonApplication, singlePersonStatement]) {
      for (const route of flowRoutes(flow)) {
        const known = routeByName(route.name);
        expect(known?.path).toBe(route.path);
        if (route.code) expect(known?.code).toBe(route.code);
      }
    }
  });

  test('entry routes, names from paths, overrides and aliases', () => {
    const routes = flowRoutes(singlePersonApplication);
    expect(routes.slice(0, 2)).toEqual([
      { name: 'gesuche-einzelperson', path: '/gesuche/einzelperson' },
      { name: 'gesuche-einzelperson-id', path: '/gesuche/einzelperson/{id}' },
    ]);
    expect(routes).toContainEqual({ name: 'gesuche-einzelperson-id-verwendungszweck-inland-ausland', path: '/gesuche/einzelperson/{id}/verwendungszweck/inland-ausland', code: 'FE370' });
    expect(routes).toContainEqual({ name: 'gesuche-einzelperson-email', path: '/gesuche/einzelperson/email', code: 'FE120' });

    const project = flowRoutes(projectApplication);
    expect(project.find((route) => route.code === 'FP000')).toEqual({ name: 'gesuche-projekte', path: '/gesuche/projekte', code: 'FP000' });
    expect(project.filter((route) => route.path === '/gesuche/projekte')).toHaveLength(1);
    expect(project.find((route) => route.code === 'FP460')?.name).toBe('gesuche-projekte-id-budget-beitrag-musterstiftung');

    const group = flowRoutes(groupStatement);
    expect(group.find((route) => route.code === 'BG200')).toEqual({
      name: 'gesuche-gruppe-abrechnung-id-bestaetigung-realisierung-bestaetigung-realisierung',
      path: '/gesuche/gruppe-abrechnung/{id}/bestaetigung-realisierung/bestaetigung-realisierung',
      code: 'BG200',
      aliases: ['/gesuche/gruppe/abrechnung/{id}/bestaetigung-realisierung/bestaetigung-realisierung'],
    });
    expect(flowRoutes(singlePersonQuickCheck)).toEqual([{ name: 'gesuche-kurzcheck-einzelperson', path: '/gesuche/kurzcheck/einzelperson' }]);
  });

  test('question paths and lookup by route name', () => {
    expect(questionPath(singlePersonApplication, 'FE540', 12)).toBe('/gesuche/einzelperson/12/budget/defizit');
    expect(questionPath(singlePersonApplication, 'FE120')).toBe('/gesuche/einzelperson/email');
    expect(() => questionPath(singlePersonApplication, 'FE540')).toThrow('needs an application id');
    expect(questionByRouteName(singlePersonApplication, 'gesuche-einzelperson-id-budget-defizit')).toBe('FE540');
  });
});
