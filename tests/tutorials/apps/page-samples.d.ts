// The pages' sample files, written under .tmp at test time and imported by the harnesses as
// `@page/<page>/<title>`; the harness checks each export it uses when it runs.
declare module '@page/*';
