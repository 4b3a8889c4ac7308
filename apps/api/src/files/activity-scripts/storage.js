/* global window, document */
// The first script of every HTML document of an activity (docs/content-packages.md#the-activity-sandbox),
// put there by the portal. The activity runs in an opaque origin, where the browser refuses
// document.cookie, localStorage and sessionStorage with a SecurityError: the libraries of
// authoring tools (resume data, settings) and axios (which reads its XSRF cookie before each
// request) stop there. Where it refuses them, the document gets a cookie jar and two Storage
// objects of its own, in memory, which last as long as the document: what must outlive it goes to
// the LRS. This script runs with the activity's own privileges, inside the sandbox: the opaque
// origin still reaches none of the portal's storage, cookies or windows.
(() => {
  'use strict';

  const refused = (read) => {
    try {
      read();
      return false;
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- `catch {}` is ES2019, which not every supported browser parses (docs/browsers.md)
    } catch (refusal) {
      return true;
    }
  };

  /** A Storage in memory: getItem, setItem, removeItem, clear, key, length, and its items as properties. */
  function memoryStorage() {
    const items = new Map();
    const methods = {
      getItem: (key) => (items.has(String(key)) ? items.get(String(key)) : null),
      setItem: (key, value) => void items.set(String(key), String(value)),
      removeItem: (key) => void items.delete(String(key)),
      clear: () => items.clear(),
      key: (index) => {
        const position = Number(index) >>> 0;
        return position < items.size ? [...items.keys()][position] : null;
      },
    };
    // Storage.prototype beneath it: `instanceof Storage` and "[object Storage]" hold, as for the browser's.
    const base = Object.create(typeof Storage === 'function' ? Storage.prototype : Object.prototype);
    // An item shows as a property unless a member of Storage has its name, as in the browser's.
    const isItem = (property) => typeof property === 'string' && !(property in methods) && !(property in base) && items.has(property);
    return new Proxy(base, {
      get: (target, property, receiver) => {
        if (property === 'length') return items.size;
        if (typeof property === 'string' && Object.prototype.hasOwnProperty.call(methods, property)) return methods[property];
        return isItem(property) ? items.get(property) : Reflect.get(target, property, receiver);
      },
      set: (target, property, value, receiver) => {
        if (typeof property !== 'string') return Reflect.set(target, property, value, receiver);
        methods.setItem(property, value);
        return true;
      },
      has: (target, property) => property in methods || property in target || isItem(property),
      deleteProperty: (target, property) => (isItem(property) ? items.delete(property) : Reflect.deleteProperty(target, property)),
      ownKeys: () => [...items.keys()].filter(isItem),
      getOwnPropertyDescriptor: (target, property) =>
        isItem(property) ? { value: items.get(property), writable: true, enumerable: true, configurable: true } : undefined,
      defineProperty: (target, property, descriptor) => {
        if (typeof property !== 'string' || !('value' in descriptor) || descriptor.configurable === false) return false;
        methods.setItem(property, descriptor.value);
        return true;
      },
    });
  }

  /** What document.cookie reads and writes: name=value pairs, which Expires or Max-Age remove. */
  function cookieJar() {
    const cookies = new Map();
    const read = () => {
      const now = Date.now();
      const pairs = [];
      for (const [name, cookie] of cookies) {
        if (cookie.expires !== null && cookie.expires <= now) cookies.delete(name);
        else pairs.push(name === '' ? cookie.value : `${name}=${cookie.value}`);
      }
      return pairs.join('; ');
    };
    const write = (text) => {
      const [pair, ...attributes] = String(text).split(';');
      const equals = pair.indexOf('=');
      const name = equals === -1 ? '' : pair.slice(0, equals).trim();
      const value = (equals === -1 ? pair : pair.slice(equals + 1)).trim();
      let expires = null;
      let maxAge = null;
      for (const attribute of attributes) {
        const at = attribute.indexOf('=');
        const key = (at === -1 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
        const setting = at === -1 ? '' : attribute.slice(at + 1).trim();
        if (key === 'max-age' && /^-?\d+$/.test(setting)) maxAge = Number(setting);
        if (key === 'expires' && !Number.isNaN(Date.parse(setting))) expires = Date.parse(setting);
      }
      // Max-Age wins over Expires; either in the past removes the cookie.
      if (maxAge !== null) expires = Date.now() + maxAge * 1000;
      if (expires !== null && expires <= Date.now()) cookies.delete(name);
      else if (name !== '' || value !== '') cookies.set(name, { value, expires });
    };
    return { read, write };
  }

  for (const name of ['localStorage', 'sessionStorage']) {
    if (!refused(() => window[name])) continue;
    const storage = memoryStorage();
    Object.defineProperty(window, name, { configurable: true, enumerable: true, get: () => storage });
  }

  if (refused(() => document.cookie)) {
    const jar = cookieJar();
    Object.defineProperty(document, 'cookie', { configurable: true, enumerable: true, get: jar.read, set: jar.write });
    // Scripts that check for cookies before they use them find the jar.
    Object.defineProperty(navigator, 'cookieEnabled', { configurable: true, enumerable: true, get: () => true });
  }
})();
