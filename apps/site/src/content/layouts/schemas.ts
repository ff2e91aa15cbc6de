import { z } from '../zod.ts';

// ED-04: the backend's layout-version answers (docs/content-api.md, "Layouts as versions"). The
// site's editor pages pass the same shapes on to the editor in the browser, which parses them again.

/** A layout document's text: at most the layout check's own limit (512 KB). */
const layoutText = z.string().max(512 * 1024);
const version = z.number().int().min(1);

export const currentLayoutsSchema = z.object({
  layouts: z.array(z.object({ kind: z.string().max(40), version, text: layoutText })).max(20),
});

export const versionInfoSchema = z.object({
  version,
  at: z.string().max(40),
  author: z.string().max(200).nullable(),
  note: z.string().max(200),
  revertedFrom: version.nullable(),
});
export type VersionInfo = z.infer<typeof versionInfoSchema>;

export const versionSchema = versionInfoSchema.extend({ text: layoutText });
export type LayoutVersionAnswer = z.infer<typeof versionSchema>;

export const currentLayoutSchema = z.object({ current: versionSchema.nullable() });
export const historySchema = z.object({ versions: z.array(versionInfoSchema).max(100) });

/** A fault as the layout check reports it: the json path and the reason. */
export const faultSchema = z.object({ path: z.string().max(500), reason: z.string().max(2000) });
export type EditorFault = z.infer<typeof faultSchema>;

/** A refused save: 400 with every fault, 409 with the newest version, else a message. */
export const refusalSchema = z.object({
  error: z.object({
    param: z.string().max(500).nullable(),
    message: z.string().max(2000),
    faults: z.array(faultSchema).max(1000).optional(),
    current: z.number().int().min(0).optional(),
  }),
});
