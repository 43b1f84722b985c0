/**
 * The rules engine's public entry: the kernel and the registry of rule systems. UI, render and app code import
 * the kernel from here and a rule system only through its own public index (`../rules/mounted4e`, …).
 */
export * from './core';
export * from './registry';
export * from './commandBuilders';
