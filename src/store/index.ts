/** The app's two stores, created once by the composition root and handed to React through context. */
export * from './encounterStore';
export * from './uiStore';
export * from './playerStore';
export * from './chatStore';
export * from './toolStore';
export * from './inputRouter';
