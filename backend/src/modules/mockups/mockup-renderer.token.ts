/** DI token of the MockupRenderer port (LocalMockupRenderer or PrintifyMockupRenderer, chosen by MOCKUP_RENDERER). */
export const MOCKUP_RENDERER = Symbol('MOCKUP_RENDERER');
