// jsdom for component specs, with Node's own fetch (jsdom has none) so the panel's API client talks to a
// real HTTP server (test/http-test-server.ts), and the two browser APIs Mantine asks for that jsdom lacks.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads an environment as CommonJS
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const global = this.global;
    Object.assign(global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
    global.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
    global.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}

module.exports = JsdomWithFetch;
