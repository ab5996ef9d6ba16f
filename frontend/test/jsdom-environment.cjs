// jsdom for component specs, with Node's own fetch (jsdom has none) so the panel's API client talks to a
// real HTTP server (test/http-test-server.ts), and the two browser APIs Mantine asks for that jsdom lacks.
// Node's fetch belongs to another realm than the page's code, which a browser's does not: a request that gets
// no answer rejects with the page's own TypeError (the site tells it by `instanceof TypeError`), and FormData,
// Node's for fetch to send, reads a form's fields as a browser's does (through jsdom's own FormData).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads an environment as CommonJS
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const global = this.global;
    const JsdomFormData = global.FormData;
    Object.assign(global, {
      fetch: (input, init) =>
        fetch(input, init).catch((error) => {
          throw error instanceof TypeError
            ? new global.TypeError(error.message, { cause: error.cause })
            : error;
        }),
      Request,
      Response,
      Headers,
      // The forms read this way hold text fields only.
      FormData: class extends FormData {
        constructor(form, submitter) {
          super();
          if (form) for (const [name, value] of new JsdomFormData(form, submitter)) this.append(name, value);
        }
      },
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
