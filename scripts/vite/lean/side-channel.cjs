// qs keeps the objects it has seen (cycle detection) in a "side channel". The side-channel package
// builds it from a dozen ES5-era helpers (get-intrinsic, object-inspect, call-bind...); a Map does
// the same job in every browser the shop supports. Same API: assert, delete, get, has, set.
'use strict';

module.exports = function getSideChannel() {
  /** @type {Map<unknown, unknown> | undefined} */
  let map;
  return {
    assert(key) {
      if (!map || !map.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete(key) {
      return map ? map.delete(key) : false;
    },
    get(key) {
      return map ? map.get(key) : undefined;
    },
    has(key) {
      return map ? map.has(key) : false;
    },
    set(key, value) {
      if (!map) map = new Map();
      map.set(key, value);
    },
  };
};
