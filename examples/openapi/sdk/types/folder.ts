export interface Folder {
  name: string;
  children: Folder[];
}
