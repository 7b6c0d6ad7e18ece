import {Hono} from 'hono';
import {apiError} from './inquiries/apiError';
import {inquiryApi, type InquiryApiDeps} from './inquiries/routes';
import {readCspManifest, securityHeaders, type SecurityOptions} from './securityHeaders';
import {createStaticHandler} from './static';

export interface AppDeps {
  /** Directory of the Docusaurus build to serve. */
  buildDir: string;
  /** The inquiry API's store, rate limiter and settings; without them only the static site is served. */
  inquiries?: InquiryApiDeps;
  /** Security headers; by default the CSP manifest of `buildDir` and the inquiry API's proxy trust. */
  security?: SecurityOptions;
}

/** The whole HTTP surface, free of side effects so tests can drive it with `app.request`. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  const serveStatic = createStaticHandler({root: deps.buildDir});
  const security = deps.security ?? {
    manifest: readCspManifest(deps.buildDir),
    trustProxy: deps.inquiries?.trustProxy ?? false,
  };

  app.use('*', securityHeaders(security));

  if (deps.inquiries) {
    app.route('/api', inquiryApi(deps.inquiries));
  }
  app.all('/api/*', (c) => apiError(c, 404, 'not_found', 'There is no such API endpoint.'));
  app.on(['GET', 'HEAD'], '*', serveStatic);
  app.all('*', (c) => {
    c.header('Allow', 'GET, HEAD');
    return c.json({error: {code: 'method_not_allowed', message: 'Only GET and HEAD are allowed here.'}}, 405);
  });
  app.onError((error, c) => {
    console.error(error);
    return apiError(c, 500, 'internal', 'Something went wrong on our side.');
  });
  return app;
}
