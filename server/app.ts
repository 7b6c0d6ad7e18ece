import {Hono} from 'hono';
import {createStaticHandler} from './static';

export interface AppDeps {
  /** Directory of the Docusaurus build to serve. */
  buildDir: string;
}

/** The whole HTTP surface, free of side effects so tests can drive it with `app.request`. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  const serveStatic = createStaticHandler({root: deps.buildDir});

  app.on(['GET', 'HEAD'], '*', serveStatic);
  app.all('*', (c) => {
    c.header('Allow', 'GET, HEAD');
    return c.json({error: {code: 'method_not_allowed', message: 'Only GET and HEAD are allowed here.'}}, 405);
  });
  app.onError((error, c) => {
    console.error(error);
    return c.json({error: {code: 'internal', message: 'Something went wrong on our side.'}}, 500);
  });
  return app;
}
