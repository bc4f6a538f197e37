import { uploadFile } from '@portal/shared-domain';
import { toQueryError, type PortalEndpointBuilder, type StoredUpload } from '@portal/shared-domain/api';

/** Uploads (spec 00 §3.14): POST /uploads with progress (RTK Query leaves `meta.arg` unchecked, so a File may be passed). */
export const uploadEndpoints = (build: PortalEndpointBuilder) => ({
  upload: build.mutation<StoredUpload, { file: File; onProgress?: (percent: number) => void }>({
    async queryFn({ file, onProgress }) {
      try {
        return { data: await uploadFile<StoredUpload>('/uploads', file, onProgress) };
      } catch (error) {
        return { error: toQueryError(error) };
      }
    },
  }),
});
