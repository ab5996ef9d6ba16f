// CSS modules in component specs: each class name is itself (jsdom applies no styles anyway).
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
