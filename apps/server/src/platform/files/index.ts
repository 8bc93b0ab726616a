export * from './image-sanitizer';
export * from './private-file-store';
export * from './files.module';
