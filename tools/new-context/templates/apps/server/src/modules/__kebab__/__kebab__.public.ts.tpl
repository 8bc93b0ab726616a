/** What the app shell, other modules and tests may use from the __kebab__ context. */
export { __camel__Registration } from './__kebab__.registration';
