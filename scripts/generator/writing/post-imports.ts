/** A module an MDX body imports: as written, and the line of the file it is written on. */
export type PostImport = { specifier: string; line: number };

type Node = { type?: string; [key: string]: unknown };

/**
 * A recma plugin: MDX writes an import in a function body as `await import(…)`; each becomes
 * `arguments[0].importModule("<specifier>")`, answered from the modules the build bundled (`postModules`
 * of site:writing, scripts/generator/writing/posts-plugin.ts), so that the body, Markdown or MDX, stays
 * a synchronous function body, as rendering a page is. Each import is noted in `imports`.
 */
export const postImports = (imports: PostImport[]) => () => (tree: Node) => {
  const visit = (node: Node) => {
    const imported = node.type === 'AwaitExpression' && (node.argument as Node)?.type === 'ImportExpression';
    if (imported) {
      // `import(_resolveDynamicMdxSpecifier('<specifier>'))`: the literal is the call's argument.
      const source = ((node.argument as Node).source as Node & { arguments?: Node[] }).arguments?.[0];
      const specifier = source?.value;
      if (typeof specifier !== 'string') throw new Error('an import whose module is not named by a string');
      const at = source!.loc as { start: { line: number } } | undefined;
      imports.push({ specifier, line: at?.start.line ?? 1 });
      for (const key of Object.keys(node)) delete node[key];
      Object.assign(node, {
        type: 'CallExpression',
        callee: {
          type: 'MemberExpression',
          object: {
            type: 'MemberExpression',
            object: { type: 'Identifier', name: 'arguments' },
            property: { type: 'Literal', value: 0 },
            computed: true,
            optional: false,
          },
          property: { type: 'Identifier', name: 'importModule' },
          computed: false,
          optional: false,
        },
        arguments: [{ type: 'Literal', value: specifier }],
        optional: false,
      });
      return;
    }
    for (const value of Object.values(node))
      for (const child of Array.isArray(value) ? value : [value])
        if (child && typeof (child as Node).type === 'string') visit(child as Node);
  };
  visit(tree);
};
