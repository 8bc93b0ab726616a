// Application code takes the time from the command (`meta.now`) or the injected platform clock (CLOCK,
// apps/server/src/platform/clock/clock.ts), never from the machine (ARCHITECTURE §2): forbids `new Date()` without
// arguments and `Date.now()`. `new Date(value)` (parsing, arithmetic on a given instant) stays allowed.
// eslint.config.mjs says where it applies: modules and libs/domain, outside tests, benches and seed data.

const MESSAGE = 'Take the time from the command (meta.now) or the injected clock (CLOCK), not from {{what}}.';

const isDate = (node) => node.type === 'Identifier' && node.name === 'Date';

const rule = {
  meta: { type: 'problem', schema: [], messages: { ambientClock: MESSAGE } },
  create(context) {
    return {
      NewExpression(node) {
        if (isDate(node.callee) && node.arguments.length === 0) context.report({ node, messageId: 'ambientClock', data: { what: 'new Date()' } });
      },
      CallExpression(node) {
        const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee;
        if (callee.type === 'MemberExpression' && isDate(callee.object) && !callee.computed && callee.property.name === 'now') {
          context.report({ node, messageId: 'ambientClock', data: { what: 'Date.now()' } });
        }
      },
    };
  },
};

export default { rules: { 'no-ambient-clock': rule } };
